import type { Team, UpdateTeam } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

export interface UpdateTeamVariables {
  teamId: string
  input: UpdateTeam
}

/** Team settings (owner only): name, description, Public Team, Accept New Members, max members. */
export const updateTeam = ({ teamId, input }: UpdateTeamVariables) =>
  api.put<Team>(`/api/teams/${teamId}`, input)

export const useUpdateTeam = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(teamsQuery.queryKey, (teams) =>
        teams?.map((existing) => (existing.id === team.id ? team : existing)),
      )
      // Public and Accept New Members decide whether others discover the team.
      return queryClient.invalidateQueries({ queryKey: teamDiscoverQuery.queryKey })
    },
  })
}
