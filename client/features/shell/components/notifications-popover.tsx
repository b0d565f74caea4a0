import { Bell } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CountBadge } from '@/components/ui/count-badge'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Spinner } from '@/components/ui/spinner'
import { NoNotifications, PanelHeader, useNotificationCounts } from '@/features/notifications'

// The list and its mutations load on first open: every page's first bundle stays as small as it was.
const NotificationsPanel = lazy(() =>
  import('@/features/notifications/lazy').then((module) => ({
    default: module.NotificationsPanel,
  })),
)

/**
 * The bell of the top bar: the unread count, and the list in a popover. `live` is false while the
 * person is still onboarding: nothing can have happened to them yet, so nothing is fetched.
 */
export function NotificationsPopover({ live }: { live: boolean }) {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const counts = useNotificationCounts(live)
  const unread = counts.data?.unreadCount ?? 0

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')
          }
        >
          <Bell />
          <CountBadge count={unread} className="absolute top-1 right-0.5" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        // Never wider than a phone's screen, less a small margin each side.
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden p-0"
      >
        {live ? (
          <Suspense
            fallback={
              <>
                <PanelHeader titleId={titleId} />
                <Spinner className="justify-center p-6" srLabel={t('notifications.loading')} />
              </>
            }
          >
            <NotificationsPanel titleId={titleId} onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : (
          <>
            <PanelHeader titleId={titleId} />
            <NoNotifications />
          </>
        )}
      </PopoverContent>
    </Popover>
  )
}
