import { DISTANCE_UNITS, LANGUAGES, THEMES, TIMEZONES } from '@shared/options'
import type { AppPreferences as AppPreferenceValues } from '@shared/schemas/settings'
import { useTranslation } from 'react-i18next'
import { OptionSelect } from '@/components/ui/option-select'
import { i18n } from '@/lib/i18n'
import { setTheme, useTheme } from '@/lib/theme'
import { useUpdateAppSettings } from '../api/update-app-settings'
import { distanceUnitLabel, languageLabel, themeLabel, timezoneLabel } from './preference-labels'
import { useAutosave } from './use-autosave'

/**
 * Time zone, distance unit, theme and language, each saved as it is chosen. The save replaces the
 * cached settings, and usePreferenceSync hands the language, zone and unit to the whole interface.
 */
export function AppPreferences({ app }: { app: AppPreferenceValues }) {
  const { t } = useTranslation(['settings', 'options'])
  const update = useUpdateAppSettings()
  const { values, change } = useAutosave({
    saved: app,
    save: async (change) => {
      await update.mutateAsync(change)
      // The new language's words are fetched before the toast, so it already reads in that language.
      if (change.language) await i18n.loadLanguages(change.language)
    },
    successTitle: (change) => t('settings:preferences.toast.saved', { lng: change.language }),
    failureTitle: t('settings:preferences.toast.failed'),
  })
  // The theme shown is the one this device uses, so the choice never contradicts the screen; the
  // top bar's quick toggle changes only this device.
  const theme = useTheme()

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <OptionSelect
        id="app-timezone"
        label={t('settings:preferences.timezone')}
        value={values.timezone}
        options={TIMEZONES}
        labels={timezoneLabel(t)}
        onChange={(value) => change('timezone', value)}
      />
      <OptionSelect
        id="app-distanceUnit"
        label={t('settings:preferences.distanceUnit')}
        value={values.distanceUnit}
        options={DISTANCE_UNITS}
        labels={distanceUnitLabel(t)}
        onChange={(value) => change('distanceUnit', value)}
      />
      <OptionSelect
        id="app-theme"
        label={t('settings:preferences.theme')}
        value={theme}
        options={THEMES}
        labels={themeLabel(t)}
        hint={t('settings:preferences.themeHint')}
        onChange={(value) => {
          // Applied at once, whatever the network does; the account keeps the saved preference.
          setTheme(value)
          void change('theme', value)
        }}
      />
      <OptionSelect
        id="app-language"
        label={t('settings:preferences.language')}
        value={values.language}
        options={LANGUAGES}
        labels={languageLabel(t)}
        onChange={(value) => change('language', value)}
      />
    </div>
  )
}
