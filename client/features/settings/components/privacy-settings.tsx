import { PROFILE_VISIBILITIES } from '@shared/options'
import type { PrivacySettings as PrivacyValues } from '@shared/schemas/settings'
import { useTranslation } from 'react-i18next'
import { OptionSelect } from '@/components/ui/option-select'
import { Separator } from '@/components/ui/separator'
import { SwitchField } from '@/components/ui/switch-field'
import { useUpdatePrivacySettings } from '../api/update-privacy-settings'
import { visibilityExplanation, visibilityLabel } from './preference-labels'
import { useAutosave } from './use-autosave'

// In the settings' order; each reads as settings:privacy.switches.<key>.
const SWITCHES = [
  'showOnlineStatus',
  'allowMessagesFromStrangers',
  'showInDiscovery',
  'shareAnalytics',
] as const

/** Who may see the profile, each change saved as it is made. */
export function PrivacySettings({ privacy }: { privacy: PrivacyValues }) {
  const { t } = useTranslation(['settings', 'options'])
  const update = useUpdatePrivacySettings()
  const { values, change } = useAutosave({
    saved: privacy,
    save: update.mutateAsync,
    successTitle: () => t('settings:privacy.toast.saved'),
    failureTitle: t('settings:privacy.toast.failed'),
  })

  return (
    <div className="flex flex-col gap-2">
      <OptionSelect
        id="privacy-profileVisibility"
        label={t('settings:privacy.visibility')}
        value={values.profileVisibility}
        options={PROFILE_VISIBILITIES}
        labels={visibilityLabel(t)}
        hint={visibilityExplanation(t, values.profileVisibility)}
        onChange={(value) => change('profileVisibility', value)}
      />
      <Separator className="mt-3" />
      <div className="divide-y divide-border">
        {SWITCHES.map((key) => (
          <SwitchField
            layout="row"
            key={key}
            id={`privacy-${key}`}
            label={t(`settings:privacy.switches.${key}.label`)}
            hint={t(`settings:privacy.switches.${key}.description`)}
            checked={values[key]}
            onCheckedChange={(checked) => change(key, checked)}
          />
        ))}
      </div>
    </div>
  )
}
