import type { Match } from '@shared/schemas/chat'
import type { MatchEnded } from '@shared/schemas/safety'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isEndingFromHere } from '@/features/safety'
import { afterFirstPaint } from '@/lib/use-after-first-paint'

/**
 * The chat on screen ended from the other side (or from another tab): it is remembered here, so the page
 * shows a calm "ended" panel in its place until the person moves on, rather than the chat vanishing or
 * silently turning into another one. A match this tab ends itself is not remembered: whoever acted
 * closes the chat.
 */
export function useEndedChat(userId: string | undefined, shown: Match | undefined) {
  const [ended, setEnded] = useState<Match | null>(null)
  const shownRef = useRef(shown)
  useEffect(() => {
    shownRef.current = shown
  })

  useEffect(() => {
    if (!userId) return
    const onEnded = ({ matchId }: MatchEnded) => {
      const match = shownRef.current
      if (match?.id !== matchId || isEndingFromHere([match.user1Id, match.user2Id])) return
      setEnded(match)
    }
    // The socket client is not part of the page's first screen: it arrives with the live
    // connection, after that screen's first paint, and the page then listens on it.
    let stop: (() => void) | undefined
    let left = false
    void afterFirstPaint()
      .then(() => import('@/lib/socket'))
      .then(({ getSocket }) => {
        if (left) return
        const socket = getSocket(userId)
        socket.on('match-ended', onEnded)
        stop = () => socket.off('match-ended', onEnded)
      })
    return () => {
      left = true
      stop?.()
    }
  }, [userId])

  const clear = useCallback(() => setEnded(null), [])
  return [ended, clear] as const
}
