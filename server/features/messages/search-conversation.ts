import type { Conversation } from '@shared/schemas/chat'
import { and, desc, eq, sql } from 'drizzle-orm'
import { chatPage } from '../../db/chat-page'
import { messages } from '../../db/schema'
import { type ChatSearch, holdsEvery, searchWords } from '../search'
import { findOwnConversation, toMessageJson } from './service'

/** A 1:1 conversation's hits, for its two people only (404 unknown or blocked, 403 someone else's). */
export async function searchConversation({
  matchId,
  ...search
}: ChatSearch & { matchId: string }): Promise<Conversation> {
  const { db, userId, q, before, limit } = search
  const { conversationId, version } = await findOwnConversation({ db, userId, matchId })
  const words = searchWords(q)
  const { cursor } = chatPage(
    { table: messages, id: messages.id, createdAt: messages.createdAt, chatId: messages.conversationId },
    conversationId,
    { before },
  )
  const rows =
    words.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversationId),
              cursor,
              ...holdsEvery(sql`${messages.content}`, words),
            ),
          )
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit + 1)
  return {
    id: conversationId,
    matchId,
    messages: rows.slice(0, limit).map((row) => toMessageJson(row, userId)),
    hasMore: rows.length > limit,
    version,
  }
}
