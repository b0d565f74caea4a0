import { and, asc, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reactionsColumn, replyQuoteColumn } from '../../db/message-extras'
import { preparedOnce } from '../../db/prepare'
import { conversations, matches, messageReactions, messages } from '../../db/schema'
import { blockedBetween } from '../safety'

// The statements of opening a conversation and catching up on it, built once (docs/decisions/027): every chat
// screen asks for them, and drizzle took longer to write their SQL than PostgreSQL took to run it.
// The rules are the ones of db/chat-page.ts (a message's place is (created_at, id), compared in SQL).

/** A message row with its reactions and the quote of the message it answers. */
export const messageWithExtras = {
  ...getTableColumns(messages),
  reactions: reactionsColumn(messageReactions, messages),
  replyQuote: replyQuoteColumn(messages),
}

/** The match's people, its conversation (with its change version) and whether either blocked the other. */
export const ownConversationQuery = preparedOnce((db: Db) =>
  db
    .select({
      user1Id: matches.user1Id,
      user2Id: matches.user2Id,
      conversationId: conversations.id,
      version: conversations.changeVersion,
      blocked: sql<boolean>`${blockedBetween(matches.user1Id, matches.user2Id)}`,
    })
    .from(matches)
    .leftJoin(conversations, eq(conversations.matchId, matches.id))
    .where(eq(matches.id, sql.placeholder('matchId')))
    .limit(1)
    .prepare('own_conversation'),
)

/** The newest `take` messages, newest first. */
export const newestMessagesQuery = preparedOnce((db: Db) =>
  db
    .select(messageWithExtras)
    .from(messages)
    .where(eq(messages.conversationId, sql.placeholder('conversationId')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('take'))
    .prepare('newest_messages'),
)

/** The `take` messages after the message `after` of this conversation, oldest first (catch-up). */
export const messagesAfterQuery = preparedOnce((db: Db) => {
  const conversationId = sql.placeholder('conversationId')
  return db
    .select(messageWithExtras)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`(${messages.createdAt}, ${messages.id}) > (select c.created_at, c.id from ${messages} c
          where c.id = ${sql.placeholder('after')} and c.conversation_id = ${conversationId})`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(sql.placeholder('take'))
    .prepare('messages_after')
})

/** Whether the message `id` is one of this conversation's: an empty catch-up is "nothing new" only then. */
export const isConversationMessageQuery = preparedOnce((db: Db) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.id, sql.placeholder('id')),
        eq(messages.conversationId, sql.placeholder('conversationId')),
      ),
    )
    .limit(1)
    .prepare('is_conversation_message'),
)

/** The `take` messages changed after `version`, in the order they changed (catch-up of edits and reactions). */
export const messagesChangedQuery = preparedOnce((db: Db) =>
  db
    .select(messageWithExtras)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        gt(messages.version, sql.placeholder('version')),
        // Spelled out so the partial index of changed messages serves every value of the placeholder.
        sql`${messages.version} > 0`,
      ),
    )
    .orderBy(asc(messages.version))
    .limit(sql.placeholder('take'))
    .prepare('messages_changed'),
)
