import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket } from '@/lib/socket'
import { confirmSession } from '../api/confirm-session'

/**
 * The server closes a member's live connection itself when their session ends (signed out elsewhere,
 * suspended): that is the moment to ask whether anyone is still signed in, rather than when the person
 * next clicks. Socket.IO does not reconnect after a server-side disconnect, so this runs once per end,
 * never in a loop; a still-valid session reconnects on the next page that needs the socket.
 */
export function useSessionWatch(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') void confirmSession(queryClient)
    }
    socket.on('disconnect', onDisconnect)
    return () => {
      socket.off('disconnect', onDisconnect)
    }
  }, [queryClient, userId])
}
