import { useLiveReadReceipts } from '@/features/chat/hooks/use-live-read-receipts'
import { useLivePresence } from '@/features/matches/hooks/use-live-presence'
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications'
import { useUnreadTitle } from '@/features/notifications/hooks/use-unread-title'

/**
 * What reaches a signed-in member wherever they are: the events sent to their own room (notifications,
 * reads, presence) and the unread count in the tab's title. Loaded as its own chunk by the router, so
 * the socket client stays out of the landing page's bundle.
 */
export default function LiveUpdates({ userId }: { userId: string }) {
  useLiveNotifications(userId)
  useLiveReadReceipts(userId)
  useLivePresence(userId)
  useUnreadTitle()
  return null
}
