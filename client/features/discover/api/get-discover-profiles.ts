import { useInfiniteQuery } from '@tanstack/react-query'
import type { DiscoverFilters } from '../lib/filters'
import { discoverPagesOptions } from './discover-query'
import { fetchDiscoverPage } from './fetch-discover-page'

/** GET /api/profiles/discover (signed in): people to swipe on, with the caller's filters. */
export const getDiscoverProfiles = (filters: DiscoverFilters, cursor?: string) =>
  fetchDiscoverPage('/api/profiles/discover', filters, cursor)

export const discoverProfilesQuery = (filters: DiscoverFilters) =>
  discoverPagesOptions('member', '/api/profiles/discover', filters)

export const useDiscoverProfiles = (filters: DiscoverFilters, enabled = true) =>
  useInfiniteQuery({ ...discoverProfilesQuery(filters), enabled })
