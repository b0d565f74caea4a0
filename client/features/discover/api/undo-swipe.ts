import type { UndoSwipeResult } from '@shared/schemas/discover'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { matchesQuery } from '@/features/matches'
import { api } from '@/lib/api-client'

/** DELETE /api/swipes/:swipedId: takes back the caller's swipe (409 once the match has messages). */
export const undoSwipe = (swipedId: string) =>
  api.delete<UndoSwipeResult>(`/api/swipes/${encodeURIComponent(swipedId)}`)

export const useUndoSwipe = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: undoSwipe,
    // Undoing a like can take its (still silent) match away with it.
    onSuccess: ({ matchRemoved }) => {
      if (matchRemoved) void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey })
    },
  })
}
