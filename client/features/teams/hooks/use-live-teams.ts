import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { refreshSoon } from '@/lib/query-client'
import { getSocket } from '@/lib/socket'

/**
 * Mounted once for a signed-in member: when a team of theirs changes hands (its owner was suspended or
 * deleted the account), everything cached about teams is fetched again, so the new owner has the
 * settings at once and the others see who runs the team now (issue 35 item 5).
 */
export function useLiveTeams(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onChanged = () => refreshSoon(queryClient, ['teams'])
    socket.on('teams-changed', onChanged)
    return () => {
      socket.off('teams-changed', onChanged)
    }
  }, [queryClient, userId])
}
