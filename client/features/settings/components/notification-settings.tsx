import type { NotificationSettings as NotificationValues } from '@shared/schemas/settings'
import { SwitchField } from '@/components/ui/switch-field'
import { useUpdateNotificationSettings } from '../api/update-notification-settings'
import { useAutosave } from './use-autosave'

// The eight toggles of spec §3, in its order.
const TOGGLES: { key: keyof NotificationValues; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'Receive updates by email.' },
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    description: 'Get notified on this device while you are away.',
  },
  { key: 'newMatches', label: 'New matches', description: 'When someone you liked likes you back.' },
  { key: 'newMessages', label: 'New messages', description: 'When a match or team sends you a message.' },
  {
    key: 'teamUpdates',
    label: 'Team updates',
    description: 'Members joining, tasks and news from your teams.',
  },
  {
    key: 'portfolioLikes',
    label: 'Portfolio likes',
    description: 'When someone likes one of your projects.',
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly digest',
    description: 'A weekly summary of activity in your network.',
  },
  {
    key: 'marketingEmails',
    label: 'Marketing emails',
    description: 'News about Bubbles features and creative events.',
  },
]

/** What Bubbles may notify about, each switch saved as it is flipped. */
export function NotificationSettings({ notifications }: { notifications: NotificationValues }) {
  const update = useUpdateNotificationSettings()
  const { values, change } = useAutosave({
    saved: notifications,
    save: update.mutateAsync,
    successTitle: 'Notification settings updated',
    // The spec leaves this call without an error handler; a silent failure would lie about the switch.
    failureTitle: 'Failed to update notification settings.',
  })

  return (
    <div className="divide-y divide-border">
      {TOGGLES.map(({ key, label, description }) => (
        <SwitchField
          layout="row"
          key={key}
          id={`notifications-${key}`}
          label={label}
          hint={description}
          checked={values[key]}
          onCheckedChange={(checked) => change(key, checked)}
        />
      ))}
    </div>
  )
}
