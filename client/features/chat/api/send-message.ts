import { ERRORS } from '@shared/error-codes'
import type { Message } from '@shared/schemas/chat'
import { api } from '@/lib/api-client'

// A send that got no answer in this time is tried again: the clientId makes the retry safe.
export const SEND_TIMEOUT_MS = 15_000

/** Stores a 1:1 message; a repeat of its clientId answers with the message stored the first time. */
export const sendMessage = ({
  conversationId,
  content,
  clientId,
  replyToId,
  attachmentIds,
}: {
  conversationId?: string
  content: string
  clientId?: string
  replyToId?: string
  attachmentIds?: string[]
}) => {
  // docs/product.md §7: sending without a conversation id fails before any request.
  if (!conversationId) throw new Error(ERRORS.no_conversation)
  return api.post<Message>(
    '/api/messages',
    { conversationId, content, clientId, replyToId, attachmentIds },
    { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
  )
}
