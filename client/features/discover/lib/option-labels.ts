import { EXPERIENCE_LEVELS, PROFESSIONS } from '@shared/options'
import { useTranslation } from 'react-i18next'

const listedProfessions: ReadonlySet<string> = new Set(PROFESSIONS)
const listedExperience: ReadonlySet<string> = new Set(EXPERIENCE_LEVELS)

/**
 * How a profile's profession and experience read in the person's language. Only the spec's listed
 * values are looked up (in the `options` catalogue); a profession typed as free text is the person's
 * own words and shows as typed (and may hold "." or ":", which i18next would take for key syntax).
 */
export function useOptionLabels() {
  const { t } = useTranslation('options')
  return {
    profession: (value: string) =>
      listedProfessions.has(value) ? t(`profession.${value}`, { defaultValue: value }) : value,
    experience: (value: string) =>
      listedExperience.has(value) ? t(`experience.${value}`, { defaultValue: value }) : value,
  }
}
