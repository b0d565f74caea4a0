import type { SentInvitation } from '@shared/schemas/team-invitations'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The team's open invitations (owner only): the picker marks these people Invited. */
export const sentInvitationsQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', teamId, 'invitations'],
    queryFn: () => api.get<SentInvitation[]>(`/api/teams/${teamId}/invitations`),
  })

export const useSentInvitations = (teamId: string) => useQuery(sentInvitationsQuery(teamId))

export const inviteMember = ({ teamId, userId }: { teamId: string; userId: string }) =>
  api.post<SentInvitation>(`/api/teams/${teamId}/invitations`, { userId })

export const cancelInvitation = ({ teamId, invitationId }: { teamId: string; invitationId: string }) =>
  api.delete<void>(`/api/teams/${teamId}/invitations/${invitationId}`)

const useSentChange = <T extends { teamId: string }>(mutationFn: (variables: T) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: sentInvitationsQuery(teamId).queryKey }),
  })
}

export const useInviteMember = () => useSentChange(inviteMember)
export const useCancelInvitation = () => useSentChange(cancelInvitation)
