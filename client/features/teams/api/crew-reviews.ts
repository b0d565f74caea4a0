import type { CreateReview, CrewReviews, MyReview, UpdateReview } from '@shared/schemas/reputation'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getCrewReviews = (teamId: string) => api.get<CrewReviews>(`/api/teams/${teamId}/reviews/mine`)

/** The "Review your crew" panel: the rest of the crew and what I wrote about each. */
export const crewReviewsQuery = (teamId: string) =>
  queryOptions({ queryKey: ['teams', 'crew-reviews', teamId], queryFn: () => getCrewReviews(teamId) })

export const useCrewReviews = (teamId: string) => useQuery(crewReviewsQuery(teamId))

export interface SaveReviewVariables {
  teamId: string
  revieweeId: string
  input: UpdateReview
  /** Whether I reviewed this person before: then it is an edit. */
  existing: boolean
}

export const saveReview = ({ teamId, revieweeId, input, existing }: SaveReviewVariables) =>
  existing
    ? api.put<MyReview>(`/api/teams/${teamId}/reviews/${revieweeId}`, input)
    : api.post<MyReview>(`/api/teams/${teamId}/reviews`, { ...input, revieweeId } satisfies CreateReview)

export const useSaveReview = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveReview,
    onSuccess: (_, { teamId, revieweeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crewReviewsQuery(teamId).queryKey }),
        // The teammate's profile shows the new rating and review.
        queryClient.invalidateQueries({ queryKey: ['profile', 'public', revieweeId] }),
        queryClient.invalidateQueries({ queryKey: ['profile', 'reviews', revieweeId] }),
      ]),
  })
}
