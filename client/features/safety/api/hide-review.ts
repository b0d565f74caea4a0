import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** A moderator hides a reported review (docs/decisions/051): it leaves the profile and stops counting in the rating. */
export const hideReview = (reviewId: string) =>
  api.post<void>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`)

export const useHideReview = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: hideReview,
    // Every profile's reviews and rating may show it: the next look fetches them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  })
}
