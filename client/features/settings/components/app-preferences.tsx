import { DISTANCE_UNITS, LANGUAGES, THEMES, TIMEZONES } from '@shared/options'
import type { AppPreferences as AppPreferenceValues } from '@shared/schemas/settings'
import { OptionSelect } from '@/components/ui/option-select'
import { setTheme, useTheme } from '@/lib/theme'
import { useUpdateAppSettings } from '../api/update-app-settings'
import { DISTANCE_UNIT_LABELS, LANGUAGE_LABELS, THEME_LABELS, TIMEZONE_LABELS } from './preference-labels'
import { useAutosave } from './use-autosave'

/** Time zone, distance unit, theme and language, each saved as it is chosen. */
export function AppPreferences({ app }: { app: AppPreferenceValues }) {
  const update = useUpdateAppSettings()
  const { values, change } = useAutosave({
    saved: app,
    save: update.mutateAsync,
    successTitle: 'App preferences updated',
    failureTitle: 'Failed to update app preferences.',
  })
  // The theme shown is the one this device uses, so the choice never contradicts the screen; the
  // top bar's quick toggle changes only this device.
  const theme = useTheme()

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <OptionSelect
        id="app-timezone"
        label="Time zone"
        value={values.timezone}
        options={TIMEZONES}
        labels={TIMEZONE_LABELS}
        onChange={(value) => change('timezone', value)}
      />
      <OptionSelect
        id="app-distanceUnit"
        label="Distance unit"
        value={values.distanceUnit}
        options={DISTANCE_UNITS}
        labels={DISTANCE_UNIT_LABELS}
        onChange={(value) => change('distanceUnit', value)}
      />
      <OptionSelect
        id="app-theme"
        label="Theme"
        value={theme}
        options={THEMES}
        labels={THEME_LABELS}
        hint="System follows your device's light or dark mode."
        onChange={(value) => {
          // Applied at once, whatever the network does; the account keeps the saved preference.
          setTheme(value)
          void change('theme', value)
        }}
      />
      <OptionSelect
        id="app-language"
        label="Language"
        value={values.language}
        options={LANGUAGES}
        labels={LANGUAGE_LABELS}
        onChange={(value) => change('language', value)}
      />
    </div>
  )
}
