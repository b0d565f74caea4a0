import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useNotificationCounts } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { NotificationList } from './notification-list'
import { PanelHeader } from './panel-parts'

/**
 * What the bell's popover shows a member: the header with "Mark all as read", and the list. Loaded
 * on first open, so the list's code is not in the first bundle of every page.
 */
export function NotificationsPanel({ titleId, onNavigate }: { titleId: string; onNavigate: () => void }) {
  const { t } = useTranslation('notifications')
  const { data } = useNotificationCounts()
  const markAllRead = useMarkNotificationsRead()
  return (
    <>
      <PanelHeader titleId={titleId}>
        <Button
          variant="ghost"
          size="sm"
          className="text-primary"
          disabled={!data?.unreadCount}
          onClick={() => markAllRead.mutate({})}
        >
          {t('panel.markAllRead')}
        </Button>
      </PanelHeader>
      <NotificationList onNavigate={onNavigate} />
    </>
  )
}
