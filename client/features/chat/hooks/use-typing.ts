import { TYPING_TIMEOUT_MS } from '@shared/limits'
import type { TypingEvent, TypingTarget } from '@shared/schemas/notifications'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatKind } from '@/lib/active-chat'
import { getSocket } from '@/lib/socket'

const targetOf = (kind: ChatKind, id: string): TypingTarget =>
  kind === 'conversation' ? { conversationId: id } : { teamId: id }

const isFor = (event: TypingEvent, kind: ChatKind, id: string) =>
  kind === 'conversation'
    ? 'conversationId' in event && event.conversationId === id
    : 'teamId' in event && event.teamId === id

/**
 * Typing in one chat (a conversation by its id, a team chat by the team's): who else is composing,
 * in the order they started, and `sendTyping` to tell the others that I am. Someone stops being shown
 * after TYPING_TIMEOUT_MS without a new `typing` from them, or at once when their message arrives
 * (`stopTyping`).
 */
export function useTyping({ userId, kind, id }: { userId: string; kind: ChatKind; id: string | undefined }) {
  const [typers, setTypers] = useState<string[]>([])
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const stopTyping = useCallback((typerId: string) => {
    clearTimeout(timers.current.get(typerId))
    timers.current.delete(typerId)
    setTypers((current) =>
      current.includes(typerId) ? current.filter((other) => other !== typerId) : current,
    )
  }, [])

  useEffect(() => {
    if (!id) return
    const socket = getSocket(userId)
    const pending = timers.current
    const onTyping = (event: TypingEvent) => {
      if (event.userId === userId || !isFor(event, kind, id)) return
      clearTimeout(pending.get(event.userId))
      pending.set(
        event.userId,
        setTimeout(() => stopTyping(event.userId), TYPING_TIMEOUT_MS),
      )
      setTypers((current) => (current.includes(event.userId) ? current : [...current, event.userId]))
    }
    socket.on('typing', onTyping)
    return () => {
      socket.off('typing', onTyping)
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
      setTypers([])
    }
  }, [userId, kind, id, stopTyping])

  // No acknowledgement: a lost "typing" costs nothing, the next keystrokes send another.
  const sendTyping = useCallback(() => {
    if (id) getSocket(userId).emit('typing', targetOf(kind, id))
  }, [userId, kind, id])

  return { typers, sendTyping, stopTyping }
}
