import { ERRORS } from '@shared/error-codes'
import type { ProfileStats } from '@shared/schemas/profile'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import {
  conversations,
  matches,
  messages,
  portfolioProjects,
  teamMembers,
  teamMessages,
  teams,
  users,
} from '../../db/schema'
import { notFound } from '../../lib/http-error'

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number)

/**
 * The profile page tiles in one query (docs/decisions/036). "Messages" counts every message in the
 * person's conversations and team chats, the inbox they see: each part is found through an index
 * (matches by user, conversations by match, messages by conversation, team messages by team).
 */
export async function getProfileStats({ db, userId }: { db: Db; userId: string }): Promise<ProfileStats> {
  const [row] = await statsQuery(db).execute({ userId })
  if (!row) throw notFound(ERRORS.account_not_found)
  return row
}

// Built once (docs/decisions/027): the SQL text of six subqueries cost more to build than to run.
const statsQuery = preparedOnce((db) => {
  const userId = sql.placeholder('userId')
  const myMatches = sql`select ${matches.id} from ${matches} where ${matches.user1Id} = ${userId}
    union all select ${matches.id} from ${matches} where ${matches.user2Id} = ${userId}`
  const myTeams = sql`select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId}`

  return db
    .select({
      matches: count(sql`select count(*) from (${myMatches}) as mine`),
      messages: count(sql`select
        (select count(*) from ${messages} join ${conversations} on ${conversations.id} = ${messages.conversationId}
          where ${conversations.matchId} in (${myMatches}))
        + (select count(*) from ${teamMessages} where ${teamMessages.teamId} in (${myTeams}))`),
      teamMembers: count(sql`select count(distinct ${teamMembers.userId}) from ${teamMembers}
        where ${teamMembers.teamId} in (${myTeams}) and ${teamMembers.userId} <> ${userId}`),
      activeTeams: count(sql`select count(*) from ${teams}
        where ${teams.id} in (${myTeams}) and ${teams.status} = 'active'`),
      portfolioProjects: count(sql`select count(*) from ${portfolioProjects}
        where ${portfolioProjects.userId} = ${userId}`),
      portfolioLikes: count(sql`select coalesce(sum(${portfolioProjects.likes}), 0) from ${portfolioProjects}
        where ${portfolioProjects.userId} = ${userId}`),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('profile_stats')
})
