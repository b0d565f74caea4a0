import type { TeamCall } from '@shared/schemas/calls'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '@/lib/api-client'
import { getSocket } from '@/lib/socket'

export const getTeamCall = (teamId: string) => api.get<TeamCall>(`/api/teams/${teamId}/call`)

export const teamCallQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', teamId, 'call'],
    queryFn: () => getTeamCall(teamId),
    // Live through `team-call` while shown; fetched afresh each time the view opens.
    staleTime: 0,
  })

/** Who is in a team's call, kept live: `team-call` goes to every member whenever someone joins or leaves. */
export function useTeamCall(teamId: string, userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onTeamCall = (call: TeamCall) => {
      if (call.teamId === teamId) queryClient.setQueryData(teamCallQuery(teamId).queryKey, call)
    }
    // Changes missed while disconnected: the roster is read again once the connection is back.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: teamCallQuery(teamId).queryKey })
    socket.on('team-call', onTeamCall)
    socket.on('connect', onConnect)
    return () => {
      socket.off('team-call', onTeamCall)
      socket.off('connect', onConnect)
    }
  }, [queryClient, teamId, userId])
  return useQuery(teamCallQuery(teamId))
}
