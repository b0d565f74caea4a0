import type { Message, TeamChat, TeamMessage } from '@shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { showMessageInTeams } from '@/features/teams'
import { getSocket, joinRoom } from '@/lib/socket'
import { catchUpChat } from '../api/catch-up'
import { addTeamMessage, teamChatQuery } from '../api/get-team-chat'
import { applyChangedMessage, asSeenBy } from '../api/message-changes'
import { isTeamMessage } from '../lib/is-team-message'
import { outboxOf } from './use-outbox'

/**
 * While a team chat is on screen: its room is joined, messages arrive live, and after every join and
 * `resync` it catches up from its last fetched message. `onReceived` hears the other
 * members' messages (to mark them read, to stop their typing indicator).
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
    const hear = (message: TeamMessage) => {
      if (message.senderId !== userId) received.current?.(message)
      else if (message.clientId) outboxOf(userId).settle(message.clientId)
    }
    const onMessage = (message: Message | TeamMessage) => {
      if (!isTeamMessage(message) || message.teamId !== teamId) return
      addTeamMessage(queryClient, message)
      // In a hidden tab the message is not read yet; the list says so until the person comes back.
      showMessageInTeams(queryClient, message, {
        read: message.senderId === userId || document.visibilityState === 'visible',
      })
      hear(message)
    }
    const onUpdated = (message: Message | TeamMessage) => {
      if (!isTeamMessage(message) || message.teamId !== teamId) return
      applyChangedMessage(queryClient, { kind: 'team', teamId }, asSeenBy(message, userId))
    }
    socket.on('new-message', onMessage)
    socket.on('message-updated', onUpdated)
    // Closing the chat stops a catch-up still retrying.
    const open = new AbortController()
    const catchUp = async () => {
      const url = `/api/teams/${teamId}/chat`
      const found = await catchUpChat<TeamChat>(queryClient, teamChatQuery(teamId), url, open.signal)
      for (const message of found) hear(message)
    }
    const leave = joinRoom(userId, 'team', teamId, () => void catchUp())
    return () => {
      open.abort()
      socket.off('new-message', onMessage)
      socket.off('message-updated', onUpdated)
      leave()
    }
  }, [queryClient, userId, teamId])
}
