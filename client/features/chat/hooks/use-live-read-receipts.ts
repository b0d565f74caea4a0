import type { MessagesRead } from '@shared/schemas/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { markConversationReadInMatches } from '@/features/matches'
import { notificationsQuery } from '@/features/notifications'
import { refreshSoon } from '@/lib/query-client'
import { getSocket } from '@/lib/socket'
import { applyMessagesRead } from '../api/get-conversation'

/**
 * Mounted once for a signed-in member: `messages-read` goes to the person's own room, open
 * conversation or not. The other person reading shows as "Seen" on my messages; my reading in
 * another tab clears the unread count here too.
 */
export function useLiveReadReceipts(userId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const onRead = (read: MessagesRead) => {
      applyMessagesRead(queryClient, read)
      if (read.userId !== userId) return
      markConversationReadInMatches(queryClient, read.conversationId)
      // The Messages badge counts unread chats, which no other event tells this tab about.
      refreshSoon(queryClient, notificationsQuery.queryKey)
    }
    socket.on('messages-read', onRead)
    return () => {
      socket.off('messages-read', onRead)
    }
  }, [queryClient, userId])
}
