import { useInfiniteQuery } from '@tanstack/react-query'
import type { DiscoverFilters } from '../lib/filters'
import { discoverPagesOptions } from './discover-query'

/** GET /api/profiles/discover/demo (signed out): the seeded demo people for preview mode. */
export const demoProfilesQuery = (filters: DiscoverFilters) =>
  discoverPagesOptions('demo', '/api/profiles/discover/demo', filters)

export const useDemoProfiles = (filters: DiscoverFilters, enabled = true) =>
  useInfiniteQuery({ ...demoProfilesQuery(filters), enabled })
