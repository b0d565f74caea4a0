import type { TeamMember } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

export const joinTeam = (teamId: string) => api.post<TeamMember>(`/api/teams/${teamId}/join`)

/** Joining moves a team from the discover list into mine; a refused join (full, 409) makes both stale too. */
export const useJoinTeam = () => {
  const queryClient = useQueryClient()
  // Not awaited: the refetch takes the joined team off the discover list, unmounting the card whose
  // mutate() callbacks show the result, and TanStack Query skips the callbacks of an unmounted caller.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: teamsQuery.queryKey })
    void queryClient.invalidateQueries({ queryKey: teamDiscoverQuery.queryKey })
  }
  return useMutation({ mutationFn: joinTeam, onSettled: refresh })
}
