import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
import type { Project } from '@shared/schemas/portfolio'
import type { SearchKind, SearchTop } from '@shared/schemas/search'
import type { DiscoverTeam } from '@shared/schemas/teams'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

export type SearchItems = { people: DiscoverCard[]; projects: Project[]; teams: DiscoverTeam[] }

/** What the server accepts: 2 to 100 characters once trimmed. Shorter asks nothing. */
export const searchable = (q: string) => q.trim().length >= 2
export const searchText = (q: string) => q.trim().slice(0, 100)

/**
 * The top few of each kind, for the top bar's suggestions. TanStack Query hands each fetch an
 * AbortSignal and aborts it once the key changes: a request for "lin" is cancelled when "lind" is asked.
 */
export const useSearchTop = (q: string) =>
  useQuery({
    queryKey: ['search', 'top', searchText(q)],
    queryFn: ({ signal }) =>
      api.request<SearchTop>('GET', withQuery('/api/search', { q: searchText(q) }), undefined, { signal }),
    select: (answer) => answer.data,
    enabled: searchable(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  })

/** One kind's results a page at a time (the next page's cursor in X-Next-Cursor). */
export const useSearchPages = <K extends SearchKind>(kind: K, q: string) =>
  useInfiniteQuery({
    queryKey: ['search', kind, searchText(q)],
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.request<{ items: SearchItems[K] }>(
        'GET',
        withQuery('/api/search', { q: searchText(q), kind, cursor: pageParam }),
        undefined,
        { signal },
      )
      return { items: answer.data.items, next: answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    enabled: searchable(q),
    staleTime: 30_000,
    retry: false,
  })
