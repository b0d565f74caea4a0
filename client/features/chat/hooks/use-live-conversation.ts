import type { Conversation, Message, TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { matchesQuery, showMessageInMatches } from '@/features/matches'
import { getSocket, joinRoom } from '@/lib/socket'
import { catchUpChat } from '../api/catch-up'
import { addMessageToConversation, conversationQuery } from '../api/get-conversation'
import { applyChangedMessage, asSeenBy } from '../api/message-changes'
import { isTeamMessage } from '../lib/is-team-message'
import { outboxOf } from './use-outbox'

/**
 * While a conversation is on screen: its room is joined, incoming messages are appended live, and
 * after every join (what was stored before it never arrives live) and the server's `resync` the
 * conversation catches up from its last fetched message and on the changes (edits, deletions,
 * reactions) since its last fetched version; edits and reactions also arrive live (`message-updated`); after a gap the matches list is refetched too,
 * so nothing is lost from view. `onReceived` hears the other person's messages (to mark them read, to stop their
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
    const onUpdated = (message: Message | TeamMessage) => {
      if (isTeamMessage(message) || message.conversationId !== conversationId) return
      applyChangedMessage(queryClient, { kind: 'conversation', matchId }, asSeenBy(message, userId))
    }
    // Closing the chat stops a catch-up still retrying.
    const open = new AbortController()
    const catchUp = async () => {
      const url = `/api/conversations/${matchId}/messages`
      const found = await catchUpChat<Conversation>(queryClient, conversationQuery(matchId), url, open.signal)
      for (const message of found) hear(message)
    }
    socket.on('new-message', onMessage)
    socket.on('message-updated', onUpdated)
    const leave = joinRoom(userId, 'conversation', conversationId, (afterGap) => {
      void catchUp()
      if (afterGap) void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey })
    })
    return () => {
      open.abort()
      socket.off('new-message', onMessage)
      socket.off('message-updated', onUpdated)
      leave()
    }
  }, [queryClient, userId, matchId, conversationId])
}
