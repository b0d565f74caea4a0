import { CACHE } from '@shared/limits'
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-client'

// docs/product.md §8: only network failures ("Failed to fetch") are retried: reads twice, writes once.
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
  let batch = pending.get(queryClient)
  if (!batch) {
    batch = new Map()
    pending.set(queryClient, batch)
    setTimeout(() => {
      pending.delete(queryClient)
      for (const queryKey of batch!.values()) void queryClient.invalidateQueries({ queryKey })
    }, COALESCE_MS)
  }
  for (const queryKey of queryKeys) batch.set(JSON.stringify(queryKey), queryKey)
}

// One server change often arrives twice: a chat's newest page marks it read, and the same read comes back
// on the socket as `messages-read` a moment later. Each invalidation cancels the refetch in flight and
// starts another, so the two would cost two requests (docs/decisions/027); asked within this window they cost one.
const COALESCE_MS = 50
const pending = new WeakMap<QueryClient, Map<string, QueryKey>>()
