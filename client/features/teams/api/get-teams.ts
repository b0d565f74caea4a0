import type { Team } from '@shared/schemas/teams'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getOrNull } from '@/lib/api-client'

// Signed out there are no teams of mine: a 401 reads as an empty list, not an error (docs/product.md §7).
export const getTeams = async () => (await getOrNull<Team[]>('/api/teams')) ?? []

/** My teams, newest first, each with its members. */
export const teamsQuery = queryOptions({ queryKey: ['teams', 'mine'], queryFn: getTeams })

export const useTeams = () => useQuery(teamsQuery)
