import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationsQuery } from '@/features/notifications'
import { markTeamRead } from '@/features/teams'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'

/** Marks a team's chat read for the caller (and its team-message notifications). */
export const markTeamChatRead = (teamId: string) =>
  api.post<{ teamId: string; readAt: string }>(`/api/teams/${teamId}/chat/read`)

/** The server has marked a team chat read: its unread badge goes, the bell and Messages recount. */
export function showTeamChatRead(queryClient: QueryClient, teamId: string) {
  markTeamRead(queryClient, teamId)
  refreshSoon(queryClient, notificationsQuery.queryKey)
}

export const useMarkTeamChatRead = (teamId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => markTeamChatRead(teamId),
    onSuccess: () => showTeamChatRead(queryClient, teamId),
  })
}
