import { type DiscoverCard, NEXT_CURSOR_HEADER } from '@shared/schemas/discover'
import { ApiError, withQuery } from '@/lib/api-client'
import { type DiscoverFilters, toDiscoverParams } from '../lib/filters'

export interface DiscoverPage {
  cards: DiscoverCard[]
  nextCursor: string | null
}

/**
 * One page of cards. Not `api.get`: the next cursor travels in a response header, which the shared client
 * does not expose. Errors follow the same "<status>: <body>" rule through ApiError.
 */
export async function fetchDiscoverPage(
  path: string,
  filters: DiscoverFilters,
  cursor: string | undefined,
): Promise<DiscoverPage> {
  const res = await fetch(withQuery(path, { ...toDiscoverParams(filters), cursor }), {
    credentials: 'include',
  })
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText)
  return { cards: (await res.json()) as DiscoverCard[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) }
}
