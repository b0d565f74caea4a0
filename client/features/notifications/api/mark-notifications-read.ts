import type { NotificationsRead } from '@shared/schemas/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { notificationsQuery } from './get-notifications'
import { applyNotificationsRead } from './notifications-cache'

/** Those notifications, or every one of the caller's when `ids` is left out. */
export const markNotificationsRead = ({ ids }: { ids?: string[] }) =>
  api.post<NotificationsRead>('/api/notifications/read', ids ? { ids } : {})

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    // The rows turn read at once; the answer then sets the exact count.
    onMutate: ({ ids }) => applyNotificationsRead(queryClient, { ids: ids ?? null }),
    onSuccess: (read) => applyNotificationsRead(queryClient, read),
    // A failed write leaves the server's state unknown here: ask it again rather than guess.
    onError: () => refreshSoon(queryClient, notificationsQuery.queryKey),
  })
}
