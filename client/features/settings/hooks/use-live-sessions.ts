import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket } from '@/lib/socket'
import { sessionsQuery } from '../api/get-sessions'

/**
 * While Settings → Security is open: a sign-in on another device shows in its list without a reload
 * (the server tells only this person's own sockets, `sessions-changed`).
 */
export function useLiveSessions(userId: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const socket = getSocket(userId)
    const onChanged = () => void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey })
    socket.on('sessions-changed', onChanged)
    return () => {
      socket.off('sessions-changed', onChanged)
    }
  }, [queryClient, userId])
}
