import type { Session } from '@shared/schemas/sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { sessionsQuery } from './get-sessions'

/** Signs one of the caller's other devices out: its next request is refused and its live connection closes. */
export const revokeSession = (sessionId: string) =>
  api.delete<void>(`/api/auth/sessions/${encodeURIComponent(sessionId)}`)

export const useRevokeSession = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_, sessionId) => {
      queryClient.setQueryData(sessionsQuery.queryKey, (sessions: Session[] | undefined) =>
        sessions?.filter((session) => session.id !== sessionId),
      )
      refreshSoon(queryClient, sessionsQuery.queryKey)
    },
    // Already ended elsewhere (404) or not: the list is asked again rather than guessed.
    onError: () => refreshSoon(queryClient, sessionsQuery.queryKey),
  })
}
