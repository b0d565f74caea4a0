import {
  EXPERIENCE_LEVELS,
  PROFESSIONS,
  PROJECT_TYPES,
  projectTypeLabel,
  RETIRED_EXPERIENCE_LEVELS,
} from '@shared/options'
import type { TFunction } from 'i18next'

// How stored option values read in the person's language. Only listed values are looked up: a
// profession typed by hand is the person's own words and shows as they wrote it.

type Translate = TFunction

const isListed = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

export const professionLabel = (t: Translate, profession: string) =>
  isListed(PROFESSIONS, profession) ? t(`options:profession.${profession}`) : profession

/** A level of the retired scale reads as where it now sits (the server migrates it on its side). */
export const currentExperience = (experience: string) => RETIRED_EXPERIENCE_LEVELS[experience] ?? experience

export const experienceLabel = (t: Translate, experience: string) => {
  const level = currentExperience(experience)
  return isListed(EXPERIENCE_LEVELS, level) ? t(`options:experience.${level}`) : level
}

export const projectTypeName = (t: Translate, type: string) =>
  isListed(PROJECT_TYPES, type)
    ? t(`profile:projectType.${type}`, { defaultValue: projectTypeLabel(type) })
    : type
