import { CACHE } from '@shared/limits'
import { QueryClient } from '@tanstack/react-query'

// Spec §8: only network failures ("Failed to fetch") are retried: reads twice, writes once.
const isNetworkFailure = (error: unknown) => error instanceof Error && /failed to fetch/i.test(error.message)
const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000)

export const createQueryClient = () =>
  new QueryClient({
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
