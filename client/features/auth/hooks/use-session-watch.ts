import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket, handshakeRefusal, reconnectLater } from '@/lib/socket'
import { confirmSession } from '../api/confirm-session'
import { userQuery } from '../api/get-user'

/**
 * The server closes a member's live connection itself when their session ends (signed out elsewhere,
 * suspended), and refuses a handshake with an ended one: that is the moment to ask whether anyone is
 * still signed in, rather than when the person next clicks. Socket.IO does not reconnect after either
 * by itself: a session that is still valid reconnects here; an ended one does not, so this never loops.
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
    // A refused handshake. One the server could not check (its database away) socket.ts tries again.
    // A refused session signs the page out once the server confirms nobody is signed in; still signed
    // in (a server that does not say which, a new cookie meanwhile), it tries again after a delay.
    const onConnectError = (error: Error) => {
      if (socket.active || handshakeRefusal(error)?.retry) return
      void confirmSession(queryClient).then(() => {
        if (queryClient.getQueryData(userQuery.queryKey)) reconnectLater()
      })
    }
    socket.on('disconnect', onDisconnect)
    socket.on('connect_error', onConnectError)
    return () => {
      socket.off('disconnect', onDisconnect)
      socket.off('connect_error', onConnectError)
    }
  }, [queryClient, userId])
}
