import type { TeamMember } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

export const joinTeam = (teamId: string) => api.post<TeamMember>(`/api/teams/${teamId}/join`)

/** Joining moves a team from the discover list into mine; a refused join (full, 409) makes both stale too. */
export const useJoinTeam = () => {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: teamDiscoverQuery.queryKey }),
    ])
  return useMutation({ mutationFn: joinTeam, onSettled: refresh })
}
