import type { Notification } from '@shared/schemas/notifications'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useNotifications } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { NotificationRow } from './notification-row'
import { NoNotifications } from './panel-parts'

/** The bell's list: newest first, scrolling inside the popover, a page at a time. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['notifications', 'common'])
  const notifications = useNotifications()
  const markRead = useMarkNotificationsRead()

  if (notifications.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy>
        <Spinner srLabel={t('panel.loading')} />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12" />
        ))}
      </div>
    )
  }
  if (notifications.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-6 text-center">
        <p className="font-medium text-sm">{t('panel.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => notifications.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    )
  }

  const items = notifications.data.pages.flatMap((page) => page.items)
  if (items.length === 0) return <NoNotifications />

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] })
    onNavigate()
  }
  return (
    <div className="max-h-[min(28rem,65dvh)] min-h-0 overflow-y-auto">
      <ul className="flex flex-col gap-0.5 p-2">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationRow notification={notification} onOpen={open} />
          </li>
        ))}
      </ul>
      {notifications.hasNextPage && (
        <div className="flex justify-center px-2 pb-3">
          {/* The button stays while loading, so keyboard focus is not lost. */}
          <Button
            variant="ghost"
            size="sm"
            aria-busy={notifications.isFetchingNextPage}
            onClick={() => {
              if (!notifications.isFetchingNextPage) void notifications.fetchNextPage()
            }}
          >
            {notifications.isFetchingNextPage ? <Spinner srLabel={t('panel.loadingMore')} size="sm" /> : null}
            {t('common:actions.loadMore')}
          </Button>
        </div>
      )}
    </div>
  )
}
