import { isTeamMessage, type Message, type TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { matchesQuery } from '@/features/matches/api/get-matches'
import { showMessageInMatches } from '@/features/matches/api/matches-cache'
import { getSocket, joinRoom } from '@/lib/socket'
import { addMessageToConversation, conversationQuery } from '../api/get-conversation'

/**
 * While a conversation is on screen: its room is joined, incoming messages are appended live, and
 * after a reconnect the conversation and the matches list are refetched so nothing is lost from view.
 * `onReceived` hears the other person's messages (to mark them read, to stop their typing indicator).
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
    const onMessage = (message: Message | TeamMessage) => {
      if (isTeamMessage(message) || message.conversationId !== conversationId) return
      addMessageToConversation(queryClient, matchId, message)
      // In a hidden tab the message is not read yet; the list says so until the person comes back.
      showMessageInMatches(queryClient, message, { read: document.visibilityState === 'visible' })
      if (message.senderId !== userId) received.current?.(message)
    }
    socket.on('new-message', onMessage)
    const leave = joinRoom(userId, 'conversation', conversationId, () => {
      void queryClient.invalidateQueries({ queryKey: conversationQuery(matchId).queryKey })
      void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey })
    })
    return () => {
      socket.off('new-message', onMessage)
      leave()
    }
  }, [queryClient, userId, matchId, conversationId])
}
