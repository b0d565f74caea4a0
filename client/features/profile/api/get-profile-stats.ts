import type { ProfileStats } from '@shared/schemas/profile'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getProfileStats = () => api.get<ProfileStats>('/api/profile/stats')

/** Messages, team members, active teams, matches, portfolio count and likes of the signed-in person. */
export const profileStatsQuery = queryOptions({ queryKey: ['profile', 'stats'], queryFn: getProfileStats })

export const useProfileStats = () => useQuery(profileStatsQuery)
