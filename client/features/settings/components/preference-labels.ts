import type { DISTANCE_UNITS, LANGUAGES, PROFILE_VISIBILITIES, THEMES, TIMEZONES } from '@shared/options'
import type { TFunction } from 'i18next'

// How the stored option values of docs/product.md §3 read on the settings page, in the person's language. Each
// takes the `t` of a component that loaded the `settings` and `options` namespaces.

type Translate = TFunction<['settings', 'options']>

export const timezoneLabel = (t: Translate) => (zone: (typeof TIMEZONES)[number]) =>
  t(`settings:preferences.timezones.${zone}`)

export const distanceUnitLabel = (t: Translate) => (unit: (typeof DISTANCE_UNITS)[number]) =>
  t(`settings:preferences.distanceUnits.${unit}`)

export const themeLabel = (t: Translate) => (theme: (typeof THEMES)[number]) =>
  t(`settings:preferences.themes.${theme}`)

/** Each language by its own name ("Português"), so it can be found whatever language is showing. */
export const languageLabel = (t: Translate) => (language: (typeof LANGUAGES)[number]) =>
  t(`options:language.${language}`)

export const visibilityLabel = (t: Translate) => (visibility: (typeof PROFILE_VISIBILITIES)[number]) =>
  t(`settings:privacy.visibilities.${visibility}`)

export const visibilityExplanation = (t: Translate, visibility: (typeof PROFILE_VISIBILITIES)[number]) =>
  t(`settings:privacy.visibilityExplanations.${visibility}`)
