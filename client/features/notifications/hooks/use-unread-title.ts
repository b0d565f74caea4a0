import { useTitlePrefix } from '@/lib/use-title-prefix'
import { useNotificationCounts } from '../api/get-notifications'

/** "(3) Messages | Bubbles": the larger of the bell's count and the unread chats, so a tab shows news. */
export function useUnreadTitle() {
  const { data } = useNotificationCounts()
  useTitlePrefix(Math.max(data?.unreadCount ?? 0, data?.unreadChats ?? 0))
}
