import type { Match } from '@shared/schemas/chat'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The caller's matches, most recent activity first, each with its last message and unread count. */
export const getMatches = () => api.get<Match[]>('/api/matches')

export const matchesQuery = queryOptions({ queryKey: ['matches'], queryFn: getMatches })

export const useMatches = () => useQuery(matchesQuery)

/** The other person of a match, seen from the signed-in user. */
export const otherPerson = (match: Match, userId: string | undefined) =>
  match.user1Id === userId ? match.user2 : match.user1
