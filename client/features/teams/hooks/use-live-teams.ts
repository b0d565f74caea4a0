import type { TeamCall } from '@shared/schemas/calls'
import type { Team } from '@shared/schemas/teams'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { refreshSoon } from '@/lib/query-client'
import { getSocket } from '@/lib/socket'
import { teamsQuery } from '../api/get-teams'

/**
 * Mounted once for a signed-in member. A team call's roster keeps the Teams list's "Call in progress"
 * live. When a team of theirs changes hands (its owner was suspended or
 * deleted the account), everything cached about teams is fetched again, so the new owner has the
 * settings at once and the others see who runs the team now.
 */
export function useLiveTeams(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onChanged = () => refreshSoon(queryClient, ['teams'])
    // A team's call started, changed or ended: its card says how many are in it.
    const onTeamCall = (call: TeamCall) =>
      queryClient.setQueryData(teamsQuery.queryKey, (teams: Team[] | undefined) =>
        teams?.map((team) =>
          team.id === call.teamId
            ? { ...team, inCallCount: call.callId ? call.participants.length : 0 }
            : team,
        ),
      )
    // The list may have been read before this socket (re)connected: a call shown then may have ended
    // unheard. Read again only when the list shows a call, so a page load costs no second request.
    const onConnect = () => {
      const teams = queryClient.getQueryData(teamsQuery.queryKey)
      if (teams?.some((team) => team.inCallCount > 0))
        void queryClient.invalidateQueries({ queryKey: teamsQuery.queryKey, exact: true })
    }
    socket.on('teams-changed', onChanged)
    socket.on('team-call', onTeamCall)
    socket.on('connect', onConnect)
    return () => {
      socket.off('teams-changed', onChanged)
      socket.off('team-call', onTeamCall)
      socket.off('connect', onConnect)
    }
  }, [queryClient, userId])
}
