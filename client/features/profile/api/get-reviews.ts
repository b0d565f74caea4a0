import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { ReviewList } from '@shared/schemas/reputation'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

export interface ReviewsPage extends ReviewList {
  nextCursor: string | null
}

/** One page of a person's reviews, newest first; the next page's cursor comes in a header. */
export async function getReviews(userId: string, cursor?: string): Promise<ReviewsPage> {
  const { data, headers } = await api.request<ReviewList>(
    'GET',
    withQuery(`/api/profiles/${encodeURIComponent(userId)}/reviews`, { cursor }),
  )
  return { ...data, nextCursor: headers.get(NEXT_CURSOR_HEADER) }
}

export const reviewsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['profile', 'reviews', userId],
    queryFn: ({ pageParam }) => getReviews(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const useReviews = (userId: string) => useInfiniteQuery(reviewsQuery(userId))
