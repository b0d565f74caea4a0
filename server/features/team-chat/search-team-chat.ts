import type { TeamChat } from '@shared/schemas/chat'
import { and, desc, eq, sql } from 'drizzle-orm'
import { chatPage } from '../../db/chat-page'
import { teamMessages, users } from '../../db/schema'
import { type ChatSearch, holdsEvery, searchWords } from '../search'
import { assertTeamMember, toTeamMessageJson } from './service'

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
