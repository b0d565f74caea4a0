import type { Notification } from '@shared/schemas/notifications'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type NotificationPage, notificationsQuery } from './get-notifications'

type Pages = InfiniteData<NotificationPage>

const updatePages = (queryClient: QueryClient, update: (data: Pages) => Pages) =>
  queryClient.setQueryData(notificationsQuery.queryKey, (data) => data && update(data))

/**
 * A notification pushed live goes to the top, replacing its older self: a collapsed row ("3 new
 * messages") comes back with the same id. The unread count moves only when its read state changed.
 */
export function upsertNotification(queryClient: QueryClient, notification: Notification) {
  updatePages(queryClient, (data) => {
    const previous = data.pages.flatMap((page) => page.items).find((item) => item.id === notification.id)
    const delta = (notification.readAt === null ? 1 : 0) - (previous?.readAt === null ? 1 : 0)
    const pages = data.pages.map((page, index) => {
      const items = page.items.filter((item) => item.id !== notification.id)
      return {
        ...page,
        items: index === 0 ? [notification, ...items] : items,
        unreadCount: Math.max(0, page.unreadCount + delta),
      }
    })
    return { ...data, pages }
  })
}

/**
 * Marks those notifications read (all when `ids` is null). `unreadCount` is the server's answer when
 * known; before it arrives (an optimistic update) the count drops by the rows that changed.
 */
export function applyNotificationsRead(
  queryClient: QueryClient,
  { ids, unreadCount }: { ids: string[] | null; unreadCount?: number },
) {
  const chosen = ids && new Set(ids)
  const readAt = new Date().toISOString()
  updatePages(queryClient, (data) => {
    let newlyRead = 0
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => {
        if (item.readAt !== null || (chosen && !chosen.has(item.id))) return item
        newlyRead++
        return { ...item, readAt }
      }),
    }))
    const count = (page: NotificationPage) =>
      unreadCount ?? (chosen ? Math.max(0, page.unreadCount - newlyRead) : 0)
    return { ...data, pages: pages.map((page) => ({ ...page, unreadCount: count(page) })) }
  })
}
