import type { ChatMessageView } from '../components/message-list'
import type { PendingMessage } from './outbox'

/**
 * What a chat shows: its stored messages, then one's own pending ones in the order typed. A pending
 * message whose stored copy is already there (it arrived live before the answer to its send) is shown
 * once, as stored.
 */
export function withPending<T extends ChatMessageView & { clientId?: string }>(
  stored: T[],
  pending: PendingMessage[],
  userId: string,
): ChatMessageView[] {
  if (pending.length === 0) return stored
  const storedIds = new Set(stored.map((message) => message.clientId).filter(Boolean))
  return [
    ...stored,
    ...pending
      .filter((message) => !storedIds.has(message.clientId))
      .map(({ clientId, content, createdAt, status, error, replyTo, attachments }) => ({
        id: clientId,
        content,
        createdAt,
        senderId: userId,
        status,
        error,
        replyTo,
        attachments,
      })),
  ]
}
