import type { Message, TeamMessage } from '@shared/schemas/chat'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { showMessageInMatches } from '@/features/matches'
import { showMessageInTeams } from '@/features/teams'
import { getSocket } from '@/lib/socket'
import { addMessageToConversation } from '../api/get-conversation'
import { addTeamMessage } from '../api/get-team-chat'
import { sendMessage } from '../api/send-message'
import { sendTeamMessage } from '../api/send-team-message'
import { chatKeyOf, type MessageExtras, Outbox, type OutboxChat, type PendingMessage } from '../lib/outbox'
import { startOutboxSender } from '../lib/outbox-sender'

let current: Outbox | undefined

/** The signed-in person's outbox (a new one when another person signs in on this browser). */
export function outboxOf(userId: string): Outbox {
  if (current?.userId !== userId) {
    current?.close()
    current = new Outbox(userId)
  }
  return current
}

const send = ({
  chat,
  content,
  clientId,
  replyTo,
  mentions,
  attachments,
}: PendingMessage): Promise<Message | TeamMessage> => {
  const attachmentIds = attachments?.map((attachment) => attachment.id)
  const replyToId = replyTo?.id
  return chat.kind === 'conversation'
    ? sendMessage({ conversationId: chat.conversationId, content, clientId, replyToId, attachmentIds })
    : sendTeamMessage({ teamId: chat.teamId, content, clientId, replyToId, mentions, attachmentIds })
}

/** A stored message takes its pending copy's place in the chat's cache (and the matches list). */
function showStored(queryClient: QueryClient, chat: OutboxChat, stored: Message | TeamMessage) {
  if (chat.kind === 'team') {
    addTeamMessage(queryClient, stored as TeamMessage)
    showMessageInTeams(queryClient, stored as TeamMessage, { read: true })
    return
  }
  addMessageToConversation(queryClient, chat.matchId, stored as Message)
  showMessageInMatches(queryClient, stored as Message, { read: true })
}

/**
 * Mounted once for a signed-in member: whatever is pending (typed here, or left by a page that was
 * closed or reloaded before it was acknowledged) is sent until stored, at once when the connection is back.
 */
export function useOutboxSender(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const sender = startOutboxSender(outboxOf(userId), {
      send,
      onSent: (message, stored) => showStored(queryClient, message.chat, stored),
    })
    const socket = getSocket(userId)
    socket.on('connect', sender.wake)
    return () => {
      socket.off('connect', sender.wake)
      sender.stop()
    }
  }, [queryClient, userId])
}

/**
 * One chat's pending messages and what a person can do with them: send (shown at once as pending),
 * retry a failed one, or discard it. `chat` is undefined while the chat's id is not known yet.
 */
export function useChatOutbox(userId: string, chat: OutboxChat | undefined) {
  const outbox = outboxOf(userId)
  const chatKey = chat ? chatKeyOf(chat) : ''
  const pending = useSyncExternalStore(
    useCallback((listener: () => void) => outbox.subscribe(listener), [outbox]),
    () => outbox.list(chatKey),
  )
  return {
    pending,
    send: (content: string, extras?: MessageExtras) => {
      if (chat) outbox.add(chat, content, extras)
    },
    retry: (clientId: string) => outbox.retry(clientId),
    discard: (clientId: string) => outbox.discard(clientId),
    /** The stored message arrived live before the answer to its send: it is no longer pending. */
    settle: (clientId: string) => outbox.settle(clientId),
  }
}
