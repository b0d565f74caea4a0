import { isTeamMessage, type Message, type TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { getSocket, joinRoom } from '@/lib/socket'
import { addTeamMessage, teamChatQuery } from '../api/get-team-chat'

/**
 * While a team chat is on screen: its room is joined, messages arrive live, a reconnect refetches.
 * `onReceived` hears the other members' messages (to mark them read, to stop their typing indicator).
 */
export function useLiveTeamChat({
  userId,
  teamId,
  onReceived,
}: {
  userId: string
  teamId: string
  onReceived?: (message: TeamMessage) => void
}) {
  const queryClient = useQueryClient()
  const received = useRef(onReceived)
  useEffect(() => {
    received.current = onReceived
  })

  useEffect(() => {
    const socket = getSocket(userId)
    const onMessage = (message: Message | TeamMessage) => {
      if (!isTeamMessage(message) || message.teamId !== teamId) return
      addTeamMessage(queryClient, message)
      if (message.senderId !== userId) received.current?.(message)
    }
    socket.on('new-message', onMessage)
    const leave = joinRoom(userId, 'team', teamId, () => {
      void queryClient.invalidateQueries({ queryKey: teamChatQuery(teamId).queryKey })
    })
    return () => {
      socket.off('new-message', onMessage)
      leave()
    }
  }, [queryClient, userId, teamId])
}
