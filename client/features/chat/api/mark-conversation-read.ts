import type { MessagesRead } from '@shared/schemas/notifications'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { markMatchRead } from '@/features/matches'
import { notificationsQuery } from '@/features/notifications'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { applyMessagesRead } from './get-conversation'

/** Marks what the caller received in this conversation read (and its message notifications). */
export const markConversationRead = (matchId: string) =>
  api.post<MessagesRead>(`/api/conversations/${matchId}/read`)

/**
 * The server has marked a conversation read (a read call, or fetching its newest page): the matches
 * list shows it at once, and the badges fetch their exact counts.
 */
export function showConversationRead(queryClient: QueryClient, matchId: string) {
  markMatchRead(queryClient, matchId)
  refreshSoon(queryClient, notificationsQuery.queryKey)
}

export const useMarkConversationRead = (matchId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => markConversationRead(matchId),
    onSuccess: (read) => {
      applyMessagesRead(queryClient, read)
      showConversationRead(queryClient, matchId)
    },
  })
}
