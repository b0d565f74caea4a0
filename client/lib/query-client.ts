import { CACHE } from '@shared/limits'
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-client'

// Spec §8: only network failures ("Failed to fetch") are retried: reads twice, writes once.
const isNetworkFailure = (error: unknown) => error instanceof Error && /failed to fetch/i.test(error.message)
const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000)

/**
 * `onUnauthorized` hears every 401 of a query or mutation (never retried): the session may have ended
 * (suspended, signed out elsewhere), and the app decides what that means.
 */
export const createQueryClient = ({
  onUnauthorized,
}: {
  onUnauthorized?: (client: QueryClient) => void
} = {}) => {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.(client)
  }
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: CACHE.staleTimeMs,
        gcTime: CACHE.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failureCount, error) => failureCount < 2 && isNetworkFailure(error),
        retryDelay: backoff,
      },
      mutations: {
        retry: (failureCount, error) => failureCount < 1 && isNetworkFailure(error),
        retryDelay: backoff,
      },
    },
  })
  return client
}

/**
 * Marks queries stale and refetches them without waiting. A mutation's own onSuccess/onSettled that
 * returns the refetch holds back the caller's mutate() callbacks until it ends; when the refetched list no
 * longer holds the caller (a joined team, a removed member, a team left), the caller has unmounted by
 * then and TanStack Query drops its callbacks, toast and navigation included.
 */
export const refreshSoon = (queryClient: QueryClient, ...queryKeys: QueryKey[]) => {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey })
}
