import type { NotificationSettings as NotificationValues } from '@shared/schemas/settings'
import { useTranslation } from 'react-i18next'
import { SwitchField } from '@/components/ui/switch-field'
import { useUpdateNotificationSettings } from '../api/update-notification-settings'
import { PushNotificationSwitch } from './push-notification-switch'
import { useAutosave } from './use-autosave'

// The eight toggles of docs/product.md §3, in its order; each reads as settings:notifications.toggles.<key>.
const TOGGLES = [
  'emailNotifications',
  'pushNotifications',
  'newMatches',
  'newMessages',
  'teamUpdates',
  'portfolioLikes',
  'weeklyDigest',
  'marketingEmails',
] as const satisfies readonly (keyof NotificationValues)[]

/** What Bubbles may notify about, each switch saved as it is flipped. */
export function NotificationSettings({ notifications }: { notifications: NotificationValues }) {
  const { t } = useTranslation('settings')
  const update = useUpdateNotificationSettings()
  const { values, change } = useAutosave({
    saved: notifications,
    save: update.mutateAsync,
    successTitle: () => t('notifications.toast.saved'),
    // The spec leaves this call without an error handler; a silent failure would lie about the switch.
    failureTitle: t('notifications.toast.failed'),
  })

  return (
    <div className="divide-y divide-border">
      {TOGGLES.map((key) =>
        key === 'pushNotifications' ? (
          // Needs this browser's permission and subscription, not only the saved value.
          <PushNotificationSwitch key={key} checked={values[key]} save={(on) => change(key, on)} />
        ) : (
          <SwitchField
            layout="row"
            key={key}
            id={`notifications-${key}`}
            label={t(`notifications.toggles.${key}.label`)}
            hint={t(`notifications.toggles.${key}.description`)}
            checked={values[key]}
            onCheckedChange={(checked) => change(key, checked)}
          />
        ),
      )}
    </div>
  )
}
