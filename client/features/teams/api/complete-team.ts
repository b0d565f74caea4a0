import type { Team } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

/** Owner only (docs/decisions/051): the project is done; its crew is recorded and may review each other. */
export const completeTeam = (teamId: string) => api.post<Team>(`/api/teams/${teamId}/complete`)
/** Owner only, within 7 days and before any review. */
export const reopenTeam = (teamId: string) => api.post<Team>(`/api/teams/${teamId}/reopen`)

const useTeamStatusChange = (change: (teamId: string) => Promise<Team>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (team) => {
      queryClient.setQueryData(teamsQuery.queryKey, (teams) =>
        teams?.map((existing) => (existing.id === team.id ? team : existing)),
      )
      // A completed team leaves Find teams; a reopened one may come back.
      return queryClient.invalidateQueries({ queryKey: teamDiscoverQuery.queryKey })
    },
  })
}

export const useCompleteTeam = () => useTeamStatusChange(completeTeam)
export const useReopenTeam = () => useTeamStatusChange(reopenTeam)
