import type { Conversation, Message } from '@shared/schemas/chat'
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conversations, matches, messages } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isNotNullViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'

type MessageRow = typeof messages.$inferSelect

export const toMessageJson = (row: MessageRow): Message => ({
  id: row.id,
  content: row.content,
  conversationId: row.conversationId,
  senderId: row.senderId,
  createdAt: row.createdAt.toISOString(),
})

/** The match's conversation id when the caller is one of its two people; 404 unknown, 403 not theirs. */
async function findOwnConversation({ db, userId, matchId }: { db: Db; userId: string; matchId: string }) {
  if (!isUuid(matchId)) throw notFound('Match not found')
  const [match] = await db
    .select({ user1Id: matches.user1Id, user2Id: matches.user2Id, conversationId: conversations.id })
    .from(matches)
    .leftJoin(conversations, eq(conversations.matchId, matches.id))
    .where(eq(matches.id, matchId))
    .limit(1)
  if (!match) throw notFound('Match not found')
  if (match.user1Id !== userId && match.user2Id !== userId) throw forbidden('This conversation is not yours')
  if (match.conversationId) return match.conversationId
  // Matches are created with their conversation; this only repairs one made without it.
  await db.insert(conversations).values({ matchId }).onConflictDoNothing()
  const [created] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.matchId, matchId))
  return created!.id
}

/**
 * One page of a conversation, oldest to newest: the newest `limit` messages, or those before the
 * message `before`. Reading the newest page marks the other person's messages read.
 */
export async function listConversationMessages({
  db,
  userId,
  matchId,
  before,
  limit,
}: {
  db: Db
  userId: string
  matchId: string
  before?: string
  limit: number
}): Promise<Conversation> {
  const conversationId = await findOwnConversation({ db, userId, matchId })
  // The cursor's own timestamp is read in SQL: a JavaScript Date would drop the microseconds.
  const cursor =
    before === undefined
      ? undefined
      : isUuid(before)
        ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before} and m.conversation_id = ${conversationId})`
        : sql`false`
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), cursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1)
  if (before === undefined) {
    await db
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          ne(messages.senderId, userId),
          isNull(messages.readAt),
        ),
      )
  }
  return {
    id: conversationId,
    matchId,
    messages: rows.slice(0, limit).reverse().map(toMessageJson),
    hasMore: rows.length > limit,
  }
}

/**
 * The message insert, prepared once per database: the hot path of chat skips query building. The
 * conversation id is a subquery on the caller's membership, so it is NULL (and the NOT NULL column
 * refuses the row) when the caller is not one of the two people of the conversation's match.
 */
const prepareInsertMessage = (db: Db) =>
  db
    .insert(messages)
    .values({
      conversationId: sql`(select c.id from ${conversations} c inner join ${matches} m on m.id = c.match_id
        where c.id = ${sql.placeholder('conversationId')} and ${sql.placeholder('userId')} in (m.user1_id, m.user2_id))`,
      senderId: sql.placeholder('userId'),
      content: sql.placeholder('content'),
    })
    .returning()
    .prepare('insert_message')
const insertMessageStatements = new WeakMap<Db, ReturnType<typeof prepareInsertMessage>>()
const insertMessageFor = (db: Db) => {
  const statement = insertMessageStatements.get(db) ?? prepareInsertMessage(db)
  insertMessageStatements.set(db, statement)
  return statement
}

/**
 * Stores a message from one of the two people of the conversation's match and returns it as stored.
 * The check and the insert are one statement, so a message can never land in a conversation its
 * sender has no part in, and the hot path costs a single round trip.
 */
export async function sendMessage({
  db,
  userId,
  conversationId,
  content,
}: {
  db: Db
  userId: string
  conversationId: string
  content: string
}): Promise<Message> {
  if (!isUuid(conversationId)) throw notFound('Conversation not found')
  try {
    const [row] = await insertMessageFor(db).execute({ conversationId, userId, content })
    return toMessageJson(row!)
  } catch (error) {
    // The subquery yields NULL when the caller may not write there: tell "unknown" from "not yours".
    if (!isNotNullViolation(error)) throw error
    throw (await conversationExists(db, conversationId))
      ? forbidden('This conversation is not yours')
      : notFound('Conversation not found')
  }
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
  if (!isUuid(conversationId)) throw notFound('Conversation not found')
  const [row] = await db
    .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .where(eq(conversations.id, conversationId))
    .limit(1)
  if (!row) throw notFound('Conversation not found')
  if (row.user1Id !== userId && row.user2Id !== userId) throw forbidden('This conversation is not yours')
}

const conversationExists = async (db: Db, conversationId: string) =>
  (await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId)))
    .length > 0
