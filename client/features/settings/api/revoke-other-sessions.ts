import type { EndedSessions, Session } from '@shared/schemas/sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { sessionsQuery } from './get-sessions'

/** "Sign out of all other devices": every session of the caller but this one ends. */
export const revokeOtherSessions = () => api.post<EndedSessions>('/api/auth/sessions/revoke-others')

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData(sessionsQuery.queryKey, (sessions: Session[] | undefined) =>
        sessions?.filter((session) => session.current),
      )
      refreshSoon(queryClient, sessionsQuery.queryKey)
    },
    onError: () => refreshSoon(queryClient, sessionsQuery.queryKey),
  })
}
