import { isTeamMessage, type Message, type TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket, joinRoom } from '@/lib/socket'
import { addTeamMessage, teamChatQuery } from '../api/get-team-chat'

/** While a team chat is on screen: its room is joined, messages arrive live, a reconnect refetches. */
export function useLiveTeamChat({ userId, teamId }: { userId: string; teamId: string }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onMessage = (message: Message | TeamMessage) => {
      if (isTeamMessage(message) && message.teamId === teamId) addTeamMessage(queryClient, message)
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
