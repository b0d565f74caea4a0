import type { Conversation, TeamChat } from '@shared/schemas/chat'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { chatPage } from '../../db/chat-page'
import type { Db } from '../../db/client'
import { messages, teamMessages, users } from '../../db/schema'
import { findOwnConversation, toMessageJson } from '../messages'
import { assertTeamMember, toTeamMessageJson } from '../team-chat'
import { folded, searchWords } from './words'

/**
 * Search inside one chat: its messages holding every word (case and accents aside), newest first, a
 * page at a time (`before` = the last hit's id). The chat's (chat, created_at) index walks its messages
 * newest first and the words filter them, so a search costs at most that chat's history, never the
 * table's (docs/decisions/055).
 */
interface ChatSearch {
  db: Db
  userId: string
  q: string
  before?: string
  limit: number
}

const holdsEvery = (content: SQL, words: string[]) =>
  words.map(
    (word) => sql`search_fold(${content}) like '%' || ${folded(word.replace(/[\\%_]/g, '\\$&'))} || '%'`,
  )

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

/** A team chat's hits, for its members only (404 unknown team, 403 not a member). */
export async function searchTeamChat({
  teamId,
  ...search
}: ChatSearch & { teamId: string }): Promise<TeamChat> {
  const { db, userId, q, before, limit } = search
  const { version } = await assertTeamMember({ db, userId, teamId })
  const words = searchWords(q)
  const { cursor } = chatPage(
    {
      table: teamMessages,
      id: teamMessages.id,
      createdAt: teamMessages.createdAt,
      chatId: teamMessages.teamId,
    },
    teamId,
    { before },
  )
  const rows =
    words.length === 0
      ? []
      : await db
          .select({ message: teamMessages, firstName: users.firstName, lastName: users.lastName })
          .from(teamMessages)
          .innerJoin(users, eq(users.id, teamMessages.senderId))
          .where(
            and(eq(teamMessages.teamId, teamId), cursor, ...holdsEvery(sql`${teamMessages.content}`, words)),
          )
          .orderBy(desc(teamMessages.createdAt), desc(teamMessages.id))
          .limit(limit + 1)
  return {
    messages: rows
      .slice(0, limit)
      .map(({ message, firstName, lastName }) =>
        toTeamMessageJson(message, { firstName, lastName }, {}, userId),
      ),
    hasMore: rows.length > limit,
    version,
  }
}
