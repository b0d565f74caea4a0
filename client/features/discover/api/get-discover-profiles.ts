import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { DiscoverFilters } from '../lib/filters'
import { discoverPagesOptions } from './discover-query'
import { firstDeckData, forgetFirstDeck, MEMBER_DECK } from './fetch-discover-page'

/** GET /api/profiles/discover (signed in): people to swipe on, with the caller's filters. */
export const discoverProfilesQuery = (filters: DiscoverFilters) =>
  discoverPagesOptions('member', MEMBER_DECK, filters)

export function useDiscoverProfiles(filters: DiscoverFilters, enabled = true) {
  useEffect(() => forgetFirstDeck, [])
  // Read when the deck's query is created: the first deck of a visit that opened on Discover starts
  // with the page fetched before the first render.
  return useInfiniteQuery({
    ...discoverProfilesQuery(filters),
    enabled,
    initialData: () => firstDeckData(filters),
  })
}
