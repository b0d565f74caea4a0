import type { DiscoverTeam } from '@shared/schemas/teams'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getTeamDiscover = () => api.get<DiscoverTeam[]>('/api/teams/discover')

/** Public teams looking for members that I am not in, newest first, each with its member count. */
export const teamDiscoverQuery = queryOptions({ queryKey: ['teams', 'discover'], queryFn: getTeamDiscover })

export const useTeamDiscover = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...teamDiscoverQuery, ...options })
