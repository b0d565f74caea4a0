import { isTeamMessage, type Message, type TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { matchesQuery } from '@/features/matches/api/get-matches'
import { showMessageInMatches } from '@/features/matches/api/matches-cache'
import { getSocket, joinRoom } from '@/lib/socket'
import { addMessageToConversation, conversationQuery } from '../api/get-conversation'

/**
 * While a conversation is on screen: its room is joined, incoming messages are appended live, and
 * after a reconnect the conversation and the matches list are refetched so nothing is lost from view.
 */
export function useLiveConversation({
  userId,
  matchId,
  conversationId,
}: {
  userId: string
  matchId: string
  conversationId: string | undefined
}) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!conversationId) return
    const socket = getSocket(userId)
    const onMessage = (message: Message | TeamMessage) => {
      if (isTeamMessage(message) || message.conversationId !== conversationId) return
      addMessageToConversation(queryClient, matchId, message)
      showMessageInMatches(queryClient, message, { read: true })
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
