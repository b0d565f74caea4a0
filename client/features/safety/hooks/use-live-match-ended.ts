import type { MatchEnded } from '@shared/schemas/safety'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket } from '@/lib/socket'
import { forgetMatch } from '../api/forget-match'

/**
 * Mounted once for a signed-in member: a match that ends (either person unmatched or blocked, in any
 * tab) leaves the lists and the cache at once, wherever the person is. The reason is not shown: both
 * people see the same calm words, and nobody learns who blocked whom.
 */
export function useLiveMatchEnded(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onEnded = ({ matchId }: MatchEnded) => forgetMatch(queryClient, { matchId })
    socket.on('match-ended', onEnded)
    return () => {
      socket.off('match-ended', onEnded)
    }
  }, [queryClient, userId])
}
