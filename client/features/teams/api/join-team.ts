import type { TeamMember } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

export const joinTeam = (teamId: string) => api.post<TeamMember>(`/api/teams/${teamId}/join`)

/** Joining moves a team from the discover list into mine; a refused join (full, 409) makes both stale too. */
export const useJoinTeam = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinTeam,
    // Joining takes the card that asked off the discover list: see refreshSoon.
    onSettled: () => refreshSoon(queryClient, teamsQuery.queryKey, teamDiscoverQuery.queryKey),
  })
}
