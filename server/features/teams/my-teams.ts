import type { Team, TeamMember } from '@shared/schemas/teams'
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { profiles, teamMembers, teamMessages, teams, users } from '../../db/schema'
import { memberUserColumns, toMemberJson, toTeamFields } from './team-json'

// GET /api/teams, built once (issue 19): three statements whatever the number of teams or members, all
// keyed by the caller, so they run side by side rather than one after another.
const myTeamIds = (userId: ReturnType<typeof sql.placeholder>) =>
  sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`

const teamsQuery = preparedOnce((db: Db) =>
  db
    .select({ team: teams })
    .from(teams)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))),
    )
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .prepare('my_teams'),
)

/** Per team, the chat messages from others since the caller last read it (only unread rows are read). */
const unreadQuery = preparedOnce((db: Db) => {
  const userId = sql.placeholder('userId')
  return db
    .select({ teamId: teamMembers.teamId, unread: sql<number>`count(${teamMessages.id})::int` })
    .from(teamMembers)
    .innerJoin(
      teamMessages,
      and(
        eq(teamMessages.teamId, teamMembers.teamId),
        gt(teamMessages.createdAt, teamMembers.lastReadAt),
        ne(teamMessages.senderId, userId),
      ),
    )
    .where(eq(teamMembers.userId, userId))
    .groupBy(teamMembers.teamId)
    .prepare('my_teams_unread')
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

/** The caller's teams with their members (owner first, then by joining) and unread counts, newest first. */
export async function listMyTeams({ db, userId }: { db: Db; userId: string }): Promise<Team[]> {
  const [rows, unreadRows, members] = await Promise.all([
    teamsQuery(db).execute({ userId }),
    unreadQuery(db).execute({ userId }),
    membersQuery(db).execute({ userId }),
  ])
  const unread = new Map(unreadRows.map((row) => [row.teamId, row.unread]))
  const byTeam = new Map<string, TeamMember[]>()
  for (const { member, user } of members) {
    const list = byTeam.get(member.teamId) ?? []
    list.push(toMemberJson(member, user))
    byTeam.set(member.teamId, list)
  }
  return rows.map(({ team }) => ({
    ...toTeamFields(team),
    members: byTeam.get(team.id) ?? [],
    unreadCount: unread.get(team.id) ?? 0,
  }))
}
