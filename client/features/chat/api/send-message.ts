import {
  type Message,
  NO_CONVERSATION_MESSAGE,
  SEND_FAILED_DESCRIPTION,
  SEND_FAILED_TITLE,
} from '@shared/schemas/chat'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showMessageInMatches } from '@/features/matches/api/matches-cache'
import { ApiError, api } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { addMessageToConversation } from './get-conversation'

export const sendMessage = ({ conversationId, content }: { conversationId?: string; content: string }) => {
  // Spec §7: sending without a conversation id fails before any request.
  if (!conversationId) throw new Error(NO_CONVERSATION_MESSAGE)
  return api.post<Message>('/api/messages', { conversationId, content })
}

export const useSendMessage = (matchId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessageToConversation(queryClient, matchId, message)
      showMessageInMatches(queryClient, message, { read: true })
    },
    // Blocked (403) or over the sending budget (429): the server's words say why trying again won't help.
    onError: (error) =>
      notify.error(
        SEND_FAILED_TITLE,
        error instanceof ApiError && (error.status === 403 || error.status === 429)
          ? error.serverMessage
          : SEND_FAILED_DESCRIPTION,
      ),
  })
}
