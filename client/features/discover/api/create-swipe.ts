import type { Swipe, SwipeResult } from '@shared/schemas/discover'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { matchesQuery } from '@/features/matches'
import { api } from '@/lib/api-client'

/** POST /api/swipes: records a pass or like; the answer says whether it made a match. */
export const createSwipe = (input: Swipe) => api.post<SwipeResult>('/api/swipes', input)

export const useCreateSwipe = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSwipe,
    // A new match belongs in Messages and the Home counters straight away.
    onSuccess: ({ isMatch }) => {
      if (isMatch) void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey })
    },
  })
}
