import { PROFILE_VISIBILITIES } from '@shared/options'
import type { PrivacySettings as PrivacyValues } from '@shared/schemas/settings'
import { OptionSelect } from '@/components/ui/option-select'
import { Separator } from '@/components/ui/separator'
import { SwitchField } from '@/components/ui/switch-field'
import { useUpdatePrivacySettings } from '../api/update-privacy-settings'
import { VISIBILITY_EXPLANATIONS, VISIBILITY_LABELS } from './preference-labels'
import { useAutosave } from './use-autosave'

const SWITCHES = [
  {
    key: 'showOnlineStatus',
    label: 'Show online status',
    description: 'Let your matches see when you are active.',
  },
  {
    key: 'allowMessagesFromStrangers',
    label: 'Allow messages from strangers',
    description: 'People you have not matched with may send you a message.',
  },
  {
    key: 'showInDiscovery',
    label: 'Show in Discover',
    description: 'Appear in other creatives’ Discover cards.',
  },
  {
    key: 'shareAnalytics',
    label: 'Share analytics',
    description: 'Share anonymous usage data to help us improve Bubbles.',
  },
] as const

/** Who may see the profile, each change saved as it is made. */
export function PrivacySettings({ privacy }: { privacy: PrivacyValues }) {
  const update = useUpdatePrivacySettings()
  const { values, change } = useAutosave({
    saved: privacy,
    save: update.mutateAsync,
    successTitle: 'Privacy settings updated',
    failureTitle: 'Failed to update privacy settings.',
  })

  return (
    <div className="flex flex-col gap-2">
      <OptionSelect
        id="privacy-profileVisibility"
        label="Profile visibility"
        value={values.profileVisibility}
        options={PROFILE_VISIBILITIES}
        labels={VISIBILITY_LABELS}
        hint={VISIBILITY_EXPLANATIONS[values.profileVisibility]}
        onChange={(value) => change('profileVisibility', value)}
      />
      <Separator className="mt-3" />
      <div className="divide-y divide-border">
        {SWITCHES.map(({ key, label, description }) => (
          <SwitchField
            layout="row"
            key={key}
            id={`privacy-${key}`}
            label={label}
            hint={description}
            checked={values[key]}
            onCheckedChange={(checked) => change(key, checked)}
          />
        ))}
      </div>
    </div>
  )
}
