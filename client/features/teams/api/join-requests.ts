import type { JoinRequest } from '@shared/schemas/team-invitations'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { teamsQuery } from './get-teams'

/** The team's pending join requests, oldest first (owner only). */
export const joinRequestsQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', teamId, 'join-requests'],
    queryFn: () => api.get<JoinRequest[]>(`/api/teams/${teamId}/join-requests`),
  })

export const useJoinRequests = (teamId: string, enabled = true) =>
  useQuery({ ...joinRequestsQuery(teamId), enabled })

export interface AnswerJoinRequestVariables {
  teamId: string
  requestId: string
  answer: 'approve' | 'decline'
}

export const answerJoinRequest = ({ teamId, requestId, answer }: AnswerJoinRequestVariables) =>
  api.post<void>(`/api/teams/${teamId}/join-requests/${requestId}/${answer}`)

/** An approved request adds a member: the list of requests and the team's members both change. */
export const useAnswerJoinRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerJoinRequest,
    onSettled: (_data, _error, { teamId }) =>
      refreshSoon(queryClient, joinRequestsQuery(teamId).queryKey, teamsQuery.queryKey, ['notifications']),
  })
}
