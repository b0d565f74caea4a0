import type { JoinPending, TeamMember } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

/** The new member (an open team), or `{ status: 'pending' }` when the owner approves members. */
export const joinTeam = (teamId: string) => api.post<TeamMember | JoinPending>(`/api/teams/${teamId}/join`)

export const isPending = (joined: TeamMember | JoinPending): joined is JoinPending =>
  'status' in joined && joined.status === 'pending'

/** Joining moves a team from the discover list into mine; a refused join (full, 409) makes both stale too. */
export const useJoinTeam = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinTeam,
    // Joining takes the card that asked off the discover list: see refreshSoon.
    onSettled: () => refreshSoon(queryClient, teamsQuery.queryKey, teamDiscoverQuery.queryKey),
  })
}
