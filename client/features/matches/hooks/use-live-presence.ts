import type { PresenceEvent } from '@shared/schemas/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { refreshSoon } from '@/lib/query-client'
import { getSocket } from '@/lib/socket'
import { matchesQuery } from '../api/get-matches'
import { setMatchPresence } from '../api/matches-cache'

/**
 * Mounted once for a signed-in member: matches coming online or going offline update the list's
 * dots wherever the person is. Changes missed while disconnected come back with the matches list,
 * fetched again after a reconnect.
 */
export function useLivePresence(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    let connectedBefore = socket.connected
    const onPresence = (presence: PresenceEvent) => setMatchPresence(queryClient, presence)
    const onConnect = () => {
      if (connectedBefore) refreshSoon(queryClient, matchesQuery.queryKey)
      connectedBefore = true
    }
    socket.on('presence', onPresence)
    socket.on('connect', onConnect)
    return () => {
      socket.off('presence', onPresence)
      socket.off('connect', onConnect)
    }
  }, [queryClient, userId])
}
