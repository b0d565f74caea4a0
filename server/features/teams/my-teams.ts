import type { Team, TeamMember } from '@shared/schemas/teams'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { profiles, teamMembers, teams, users } from '../../db/schema'
import { selectTeamsWithChatSummary, toTeamChatSummary } from './chat-summary'
import { inCallCount, memberUserColumns, toMemberJson, toTeamFields } from './team-json'

// GET /api/teams, built once (docs/decisions/027): two statements whatever the number of teams, members or
// messages, both keyed by the caller, so they run side by side rather than one after another.
const myTeamIds = (userId: ReturnType<typeof sql.placeholder>) =>
  sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`

/**
 * My teams as the Team Chats list shows them, in one statement: each with its last message
 * (the sender's name as it is now) and how many messages from others came after the caller last read
 * it, as the matches list does for conversations.
 */
const teamsQuery = preparedOnce((db: Db) => {
  const userId = sql.placeholder('userId')
  return selectTeamsWithChatSummary(db, userId, { team: teams, inCallCount: inCallCount(teams.id) })
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .prepare('my_teams')
})

/** Everyone in the caller's teams; a suspended person is left out (their seat still counts). */
const membersQuery = preparedOnce((db: Db) =>
  db
    .select({ member: teamMembers, user: memberUserColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, teamMembers.userId))
    .where(
      and(sql`${teamMembers.teamId} in ${myTeamIds(sql.placeholder('userId'))}`, isNull(users.suspendedAt)),
    )
    // team_role lists owner before member, so ascending puts the owner first.
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(teamMembers.id))
    .prepare('my_teams_members'),
)

/**
 * The caller's teams with their members (owner first, then by joining), each with its last message and
 * unread count, newest team first.
 */
export async function listMyTeams({ db, userId }: { db: Db; userId: string }): Promise<Team[]> {
  const [rows, members] = await Promise.all([
    teamsQuery(db).execute({ userId }),
    membersQuery(db).execute({ userId }),
  ])
  const byTeam = new Map<string, TeamMember[]>()
  for (const { member, user } of members) {
    const list = byTeam.get(member.teamId) ?? []
    list.push(toMemberJson(member, user))
    byTeam.set(member.teamId, list)
  }
  return rows.map(({ team, inCallCount, ...summary }) => ({
    ...toTeamFields(team),
    members: byTeam.get(team.id) ?? [],
    inCallCount,
    ...toTeamChatSummary(team.id, summary),
  }))
}
