import { type Conversation, isTeamMessage, type Message, type TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { matchesQuery } from '@/features/matches/api/get-matches'
import { showMessageInMatches } from '@/features/matches/api/matches-cache'
import { getSocket, joinRoom } from '@/lib/socket'
import { catchUpChat } from '../api/catch-up'
import { addMessageToConversation, conversationQuery } from '../api/get-conversation'
import { outboxOf } from './use-outbox'

/**
 * While a conversation is on screen: its room is joined, incoming messages are appended live, and
 * whenever live events may have been missed (a reconnect, a failed join, the server's `resync`) the
 * conversation catches up from its last fetched message and the matches list is refetched, so nothing
 * is lost from view. `onReceived` hears the other person's messages (to mark them read, to stop their
 * typing indicator). One's own message arriving here is no longer pending.
 */
export function useLiveConversation({
  userId,
  matchId,
  conversationId,
  onReceived,
}: {
  userId: string
  matchId: string
  conversationId: string | undefined
  onReceived?: (message: Message) => void
}) {
  const queryClient = useQueryClient()
  const received = useRef(onReceived)
  useEffect(() => {
    received.current = onReceived
  })

  useEffect(() => {
    if (!conversationId) return
    const socket = getSocket(userId)
    const hear = (message: Message) => {
      if (message.senderId !== userId) received.current?.(message)
      else if (message.clientId) outboxOf(userId).settle(message.clientId)
    }
    const onMessage = (message: Message | TeamMessage) => {
      if (isTeamMessage(message) || message.conversationId !== conversationId) return
      addMessageToConversation(queryClient, matchId, message)
      // In a hidden tab the message is not read yet; the list says so until the person comes back.
      showMessageInMatches(queryClient, message, { read: document.visibilityState === 'visible' })
      hear(message)
    }
    const catchUp = async () => {
      const { queryKey } = conversationQuery(matchId)
      const found = await catchUpChat<Conversation>(
        queryClient,
        queryKey,
        `/api/conversations/${matchId}/messages`,
      )
      for (const message of found) hear(message)
    }
    socket.on('new-message', onMessage)
    const leave = joinRoom(userId, 'conversation', conversationId, () => {
      // A catch-up that fails (the server still away) is tried by the next rejoin or resync.
      catchUp().catch(() => {})
      void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey })
    })
    return () => {
      socket.off('new-message', onMessage)
      leave()
    }
  }, [queryClient, userId, matchId, conversationId])
}
