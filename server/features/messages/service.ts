import { ERRORS } from '@shared/error-codes'
import type { CallLog } from '@shared/schemas/calls'
import type { Conversation, Message } from '@shared/schemas/chat'
import { BLOCKED_MESSAGE } from '@shared/schemas/safety'
import { and, eq, sql } from 'drizzle-orm'
import { chatPage } from '../../db/chat-page'
import type { Db } from '../../db/client'
import { changeFieldsOf, type RawQuote, type RawReaction } from '../../db/message-extras'
import { conversations, matches, messages } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { withAttachments } from '../attachments'
import { blockedBetween } from '../safety'
import {
  isConversationMessageQuery,
  messagesAfterQuery,
  messagesChangedQuery,
  messageWithExtras,
  newestMessagesQuery,
  ownConversationQuery,
} from './page-queries'

type MessageRow = typeof messages.$inferSelect

/** What a message row may come with: its reactions and the quote of the message it answers. */
export interface MessageExtras {
  reactions?: RawReaction[] | null
  replyQuote?: RawQuote | null
}

/** A stored message as the API sends it; `byMe` of its reactions is `viewerId`'s. */
export const toMessageJson = (row: MessageRow & MessageExtras, viewerId?: string): Message => ({
  id: row.id,
  content: row.content,
  conversationId: row.conversationId,
  senderId: row.senderId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  ...(row.clientId ? { clientId: row.clientId } : {}),
  ...callLogOf(row.callOutcome, row.callSeconds),
  ...changeFieldsOf(row, row, viewerId),
})

/** `{ call }` for a call's line in the conversation (a client translates it), nothing for a message. */
export const callLogOf = (outcome: CallLog['outcome'] | null, seconds: number | null): { call?: CallLog } =>
  outcome === null ? {} : { call: { outcome, ...(seconds === null ? {} : { seconds }) } }

export const conversationMessages = {
  table: messages,
  id: messages.id,
  createdAt: messages.createdAt,
  chatId: messages.conversationId,
}

/**
 * The match's conversation id and change version when the caller is one of its two people; 404
 * unknown, 403 not theirs. Read before the page's messages: a change made in between is caught up again
 * rather than missed.
 */
async function findOwnConversation({ db, userId, matchId }: { db: Db; userId: string; matchId: string }) {
  if (!isUuid(matchId)) throw notFound(ERRORS.match_not_found)
  const [match] = await ownConversationQuery(db).execute({ matchId })
  // A blocked pair's match is hidden from both, as if it were gone.
  if (!match || match.blocked) throw notFound(ERRORS.match_not_found)
  if (match.user1Id !== userId && match.user2Id !== userId) throw forbidden(ERRORS.conversation_not_yours)
  if (match.conversationId) return { conversationId: match.conversationId, version: Number(match.version) }
  // Matches are created with their conversation; this only repairs one made without it.
  await db.insert(conversations).values({ matchId }).onConflictDoNothing()
  const [created] = await db
    .select({ id: conversations.id, version: conversations.changeVersion })
    .from(conversations)
    .where(eq(conversations.matchId, matchId))
  return { conversationId: created!.id, version: Number(created!.version) }
}

/**
 * One page of a conversation, oldest to newest: the newest `limit` messages, those before the message
 * `before`, or those after the message `after` (catch-up); or the messages changed after the version
 * `changedSince`, in the order they changed. (The route marks the conversation read when the newest
 * page is read.)
 */
export async function listConversationMessages({
  db,
  userId,
  matchId,
  before,
  after,
  changedSince,
  limit,
}: {
  db: Db
  userId: string
  matchId: string
  before?: string
  after?: string
  changedSince?: number
  limit: number
}): Promise<Conversation> {
  const { conversationId, version } = await findOwnConversation({ db, userId, matchId })
  const take = limit + 1
  if (changedSince !== undefined) {
    const changed = await messagesChangedQuery(db).execute({ conversationId, version: changedSince, take })
    return {
      id: conversationId,
      matchId,
      messages: await withAttachments(
        db,
        changed.slice(0, limit).map((row) => toMessageJson(row, userId)),
      ),
      hasMore: changed.length > limit,
      version,
    }
  }
  const { cursor, order, newestFirst } = chatPage(conversationMessages, conversationId, { before, after })
  const catchUp = after !== undefined && isUuid(after)
  // Opening a chat and catching up are built once; paging back through history builds its query.
  const [rows, cursorMessage] = await Promise.all([
    before === undefined && after === undefined
      ? newestMessagesQuery(db).execute({ conversationId, take })
      : catchUp
        ? messagesAfterQuery(db).execute({ conversationId, after, take })
        : db
            .select(messageWithExtras)
            .from(messages)
            .where(and(eq(messages.conversationId, conversationId), cursor))
            .orderBy(...order)
            .limit(take),
    // A catch-up mostly finds nothing new, and then whether its cursor is a message of this chat
    // decides between an empty page and 404: asked at the same time, not after.
    catchUp ? isConversationMessageQuery(db).execute({ id: after, conversationId }) : [],
  ])
  if (after !== undefined && rows.length === 0 && cursorMessage.length === 0)
    throw notFound(ERRORS.message_not_found)
  const page = rows.slice(0, limit)
  return {
    id: conversationId,
    matchId,
    // Their files in one query for the whole page.
    messages: await withAttachments(
      db,
      (newestFirst ? page.reverse() : page).map((row) => toMessageJson(row, userId)),
    ),
    hasMore: rows.length > limit,
    version,
  }
}

/** One message as the API sends it (after a change), `byMe` for `viewerId`; undefined if gone. */
export async function findMessageJson(db: Db, messageId: string, viewerId?: string) {
  const [row] = await db.select(messageWithExtras).from(messages).where(eq(messages.id, messageId))
  if (!row) return undefined
  const [message] = await withAttachments(db, [toMessageJson(row, viewerId)])
  return message
}

/** Whether the caller may join the conversation's room: 404 unknown, 403 not theirs. */
export async function assertConversationMember({
  db,
  userId,
  conversationId,
}: {
  db: Db
  userId: string
  conversationId: string
}) {
  if (!isUuid(conversationId)) throw notFound(ERRORS.conversation_not_found)
  const [row] = await db
    .select({
      user1Id: matches.user1Id,
      user2Id: matches.user2Id,
      blocked: sql<boolean>`${blockedBetween(matches.user1Id, matches.user2Id)}`,
    })
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .where(eq(conversations.id, conversationId))
    .limit(1)
  if (!row) throw notFound(ERRORS.conversation_not_found)
  if (row.user1Id !== userId && row.user2Id !== userId) throw forbidden(ERRORS.conversation_not_yours)
  if (row.blocked) throw forbidden(BLOCKED_MESSAGE)
}

// Search inside a conversation (search-conversation.ts) checks the caller the same way.
export { findOwnConversation }
