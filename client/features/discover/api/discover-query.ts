import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { DiscoverFilters } from '../lib/filters'
import { type DiscoverPage, fetchDiscoverPage } from './fetch-discover-page'

/**
 * Pages of cards, fetched by cursor as the deck runs low. Each visit starts from a fresh first page
 * (gcTime 0) and nothing refetches underneath the deck: the server leaves out people already swiped,
 * so a refetch would shift the cards under the local index.
 */
export const discoverPagesOptions = (kind: 'member' | 'demo', path: string, filters: DiscoverFilters) =>
  infiniteQueryOptions({
    queryKey: ['discover', kind, filters],
    queryFn: ({ pageParam }) => fetchDiscoverPage(path, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: DiscoverPage) => last.nextCursor ?? undefined,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  })

/**
 * Someone left the caller's Discover (a block or an unmatch): the next deck starts without them. Only
 * marked stale, never refetched in place (that would shift the cards under the deck's index); an open
 * deck hides that card itself.
 */
export const markDiscoverStale = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['discover', 'member'], refetchType: 'none' })
