import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
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
  const cards = (await res.json()) as DiscoverCard[]
  if (cursor === undefined) preloadPhoto(cards[0]?.user.profileImageUrl)
  return { cards, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) }
}

/**
 * The first card's photo is what a person opening Discover waits for: its download starts with the data,
 * not after the deck has rendered (issue 12, Lighthouse LCP). The card's <img> then finds it cached.
 */
function preloadPhoto(url: string | null | undefined) {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
