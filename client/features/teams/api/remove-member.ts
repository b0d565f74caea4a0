import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { tasksQuery } from './get-tasks'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

export interface RemoveMemberVariables {
  teamId: string
  /** A member's user id (owner only), or 'me' to leave the team. */
  userId: string | 'me'
}

export const removeMember = ({ teamId, userId }: RemoveMemberVariables) =>
  api.delete<void>(`/api/teams/${teamId}/members/${userId}`)

export const leaveTeam = (teamId: string) => api.post<void>(`/api/teams/${teamId}/leave`)

const useMembershipChange = <T>(
  mutationFn: (variables: T) => Promise<void>,
  teamIdOf: (variables: T) => string,
) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // The removed member's row, or the settings of the team left, go with the refetch: see refreshSoon.
    // The removed person's tasks are now unassigned.
    onSuccess: (_, variables) =>
      refreshSoon(
        queryClient,
        teamsQuery.queryKey,
        teamDiscoverQuery.queryKey,
        tasksQuery(teamIdOf(variables)).queryKey,
      ),
  })
}

/** The owner removes a member (the owner cannot be removed). */
export const useRemoveMember = () => useMembershipChange(removeMember, (variables) => variables.teamId)

/** A member leaves a team (the owner cannot leave). */
export const useLeaveTeam = () => useMembershipChange(leaveTeam, (teamId) => teamId)
