import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket } from '@/lib/socket'
import { confirmSession } from '../api/confirm-session'
import { userQuery } from '../api/get-user'

/**
 * The server closes a member's live connection itself when their session ends (signed out elsewhere,
 * suspended): that is the moment to ask whether anyone is still signed in, rather than when the person
 * next clicks. Socket.IO does not reconnect after a server-side disconnect by itself: a session that is
 * still valid reconnects here; an ended one does not, so this never loops.
 */
export function useSessionWatch(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onDisconnect = (reason: string) => {
      if (reason !== 'io server disconnect') return
      void confirmSession(queryClient).then(() => {
        // Still signed in: the instance was restarting or draining. Connect again (Socket.IO retries
        // until a server answers); rooms are joined again and what was missed refetched on connect.
        if (queryClient.getQueryData(userQuery.queryKey)) socket.connect()
      })
    }
    socket.on('disconnect', onDisconnect)
    return () => {
      socket.off('disconnect', onDisconnect)
    }
  }, [queryClient, userId])
}
