import { randomUUID } from 'node:crypto'
import { ERRORS } from '@shared/error-codes'
import type { CallLog } from '@shared/schemas/calls'
import type { Message } from '@shared/schemas/chat'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { findReplyQuote } from '../../db/message-extras'
import { conversations, matches, messages } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { isNotNullViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'
import { withAttachments } from '../attachments'
import { sendInBatch } from './send-batch'
import { type SentMessage, type SentRow, sendOne, toSentMessage } from './send-one'
import { sendWithAttachments } from './send-with-attachments'
import { assertConversationMember, conversationMessages, toMessageJson } from './service'

export type { SentMessage } from './send-one'

// Databases whose messages go one statement each (MESSAGE_GROUP_COMMIT=0): the way before decision 022,
// kept as a switch to measure against and to fall back on.
const oneByOne = new WeakSet<Db>()

/** MESSAGE_GROUP_COMMIT: whether this database's messages are stored in batches (the default). */
export function setGroupCommit(db: Db, on: boolean) {
  if (on) oneByOne.delete(db)
  else oneByOne.add(db)
}

/**
 * Stores a message from one of the two people of the conversation's match, with its notification, in
 * the next batch of its database (send-batch.ts); it resolves once that batch has committed.
 */
export async function storeMessage({
  db,
  userId,
  conversationId,
  content,
  clientId,
  replyToId,
  call,
  attachmentIds,
}: {
  db: Db
  userId: string
  conversationId: string
  content: string
  clientId?: string
  /** The message of this conversation it answers. */
  replyToId?: string
  /** The line a video call leaves (features/calls): stored with the message, shown translated. */
  call?: CallLog
  /** The sender's unsent attachments to send with it (features/attachments). */
  attachmentIds?: string[]
}): Promise<SentMessage> {
  if (!isUuid(conversationId)) throw notFound(ERRORS.conversation_not_found)
  const quote =
    replyToId === undefined ? null : await findReplyQuote(db, conversationMessages, conversationId, replyToId)
  const input = { id: randomUUID(), userId, conversationId, content, clientId, replyToId, call }
  let row: SentRow | undefined
  let notify = true
  let attachments: Message['attachments']
  try {
    if (attachmentIds?.length) ({ row, attachments } = await sendWithAttachments(db, input, attachmentIds))
    else if (oneByOne.has(db)) row = await sendOne(db, input)
    else ({ row, notify } = await sendInBatch(db, input))
  } catch (error) {
    // One statement refuses a message its sender may not write (the conversation id is NULL).
    if (!isNotNullViolation(error)) throw error
  }
  if (row) {
    const sent = toSentMessage(row, notify, quote)
    return attachments ? { ...sent, message: { ...sent.message, attachments } } : sent
  }
  // Nothing stored: a repeated clientId, or a conversation the sender may not write to.
  // A retry of a message stored before a block still gets its answer: it went through.
  const stored = clientId && (await findSentMessage({ db, userId, clientId, conversationId }))
  if (stored) return stored
  // Not theirs, blocked or unknown: the same checks as joining its room tell which (404 or 403).
  await assertConversationMember({ db, userId, conversationId })
  throw forbidden(ERRORS.conversation_not_yours)
}

/** The message this sender stored before under this clientId, answered again; 409 if it was another chat's. */
async function findSentMessage({
  db,
  userId,
  clientId,
  conversationId,
}: {
  db: Db
  userId: string
  clientId: string
  conversationId: string
}): Promise<SentMessage | undefined> {
  const [stored] = await db
    .select({ message: messages, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .where(and(eq(messages.senderId, userId), eq(messages.clientId, clientId)))
  if (!stored) return undefined
  if (stored.message.conversationId !== conversationId) {
    throw conflict(ERRORS.client_id_reused)
  }
  const [message] = await withAttachments(db, [toMessageJson(stored.message, userId)])
  return {
    message: message!,
    recipientId: stored.user1Id === userId ? stored.user2Id : stored.user1Id,
    repeat: true,
  }
}
