import type { NEXT_CURSOR_HEADER } from '@shared/http'
import type { NotificationList } from '@shared/schemas/notifications'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

// The shared header name, checked by the compiler but not imported: its module brings zod along, and
// this file is in the first bundle every page loads (the bell), which zod would grow by a third.
const NEXT_CURSOR: typeof NEXT_CURSOR_HEADER = 'x-next-cursor'

export interface NotificationPage extends NotificationList {
  nextCursor: string | null
}

/** One page of the list; the next page's cursor comes in a header. */
export async function getNotifications(cursor?: string): Promise<NotificationPage> {
  const { data, headers } = await api.request<NotificationList>(
    'GET',
    withQuery('/api/notifications', { cursor }),
  )
  return { ...data, nextCursor: headers.get(NEXT_CURSOR) }
}

/** The bell's list, newest first, a page at a time; every page also carries the current counts. */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: ['notifications'],
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
})

export const useNotifications = () => useInfiniteQuery(notificationsQuery)

/**
 * The bell's count and the Messages badge's count, from the newest page (the one live updates keep
 * current). `enabled` is false for people still onboarding: they have nothing to be told yet.
 */
export const useNotificationCounts = (enabled = true) =>
  useInfiniteQuery({
    ...notificationsQuery,
    enabled,
    select: (data) => ({
      unreadCount: data.pages[0]?.unreadCount ?? 0,
      unreadChats: data.pages[0]?.unreadChats ?? 0,
    }),
  })
