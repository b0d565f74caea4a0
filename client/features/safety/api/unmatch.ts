import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { endingFromHere } from './ending-here'
import { forgetMatch } from './forget-match'

/** Ends a match for both people, with its conversation. `userId` is the other person's. */
export const unmatch = ({ matchId, userId }: { matchId: string; userId: string }) =>
  endingFromHere(userId, () => api.delete<void>(`/api/matches/${encodeURIComponent(matchId)}`))

export const useUnmatch = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unmatch,
    onSuccess: (_, { matchId }) => forgetMatch(queryClient, { matchId }),
  })
}
