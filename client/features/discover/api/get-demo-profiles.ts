import { useInfiniteQuery } from '@tanstack/react-query'
import type { DiscoverFilters } from '../lib/filters'
import { discoverPagesOptions } from './discover-query'
import { fetchDiscoverPage } from './fetch-discover-page'

/** GET /api/profiles/discover/demo (signed out): the seeded demo people for preview mode. */
export const getDemoProfiles = (filters: DiscoverFilters, cursor?: string) =>
  fetchDiscoverPage('/api/profiles/discover/demo', filters, cursor)

export const demoProfilesQuery = (filters: DiscoverFilters) =>
  discoverPagesOptions('demo', '/api/profiles/discover/demo', filters)

export const useDemoProfiles = (filters: DiscoverFilters, enabled = true) =>
  useInfiniteQuery({ ...demoProfilesQuery(filters), enabled })
