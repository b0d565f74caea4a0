import type { TeamInvitation } from '@shared/schemas/team-invitations'
import type { TeamMember } from '@shared/schemas/teams'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { teamDiscoverQuery } from './get-team-discover'
import { teamsQuery } from './get-teams'

/** My invitations still open, newest first (the Teams page and the bell's Accept/Decline). */
export const getMyInvitations = () => api.get<TeamInvitation[]>('/api/team-invitations')

// Under 'teams': a team that changes (teams-changed, a cancelled invitation) refreshes it too.
export const myInvitationsQuery = queryOptions({
  queryKey: ['teams', 'invitations'],
  queryFn: getMyInvitations,
})

export const useMyInvitations = (enabled = true) => useQuery({ ...myInvitationsQuery, enabled })

export interface AnswerInvitationVariables {
  invitationId: string
  answer: 'accept' | 'decline'
}

export const answerInvitation = ({ invitationId, answer }: AnswerInvitationVariables) =>
  api.post<TeamMember | undefined>(`/api/team-invitations/${invitationId}/${answer}`)

/**
 * Accepting puts the team in my list; either answer takes the invitation, and its notification, away.
 * A refused answer (full, expired) refreshes them too: what was shown is no longer true.
 */
export const useAnswerInvitation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerInvitation,
    onSettled: () =>
      refreshSoon(queryClient, myInvitationsQuery.queryKey, teamsQuery.queryKey, teamDiscoverQuery.queryKey, [
        'notifications',
      ]),
  })
}
