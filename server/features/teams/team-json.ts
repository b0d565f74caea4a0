import type { Team, TeamMember, TeamMemberUser } from '@shared/schemas/teams'
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import {
  profiles,
  teamMembers,
  type teamMembers as teamMembersTable,
  teamMessages,
  type teams,
  users,
} from '../../db/schema'

export type TeamRow = typeof teams.$inferSelect
type MemberRow = typeof teamMembersTable.$inferSelect

/** The columns of a person that team views show. */
export const teamUserColumns = personColumns

/**
 * A member as the member list shows them: their role says what they do in the team, their profession
 * what they do (issue 35: not everyone a "Developer"). Read through a left join on profiles: null if
 * the person has none.
 */
export const memberUserColumns = { ...personColumns, profession: profiles.profession }

export const toTeamFields = (team: TeamRow) => ({
  id: team.id,
  name: team.name,
  description: team.description,
  projectType: team.projectType,
  maxMembers: team.maxMembers,
  isLookingForMembers: team.isLookingForMembers,
  isPublic: team.isPublic,
  status: team.status,
  progress: team.progress,
  ownerId: team.ownerId,
  createdAt: team.createdAt.toISOString(),
})

export const toMemberJson = (member: MemberRow, user: TeamMemberUser): TeamMember => ({
  id: member.id,
  userId: member.userId,
  role: member.role,
  joinedAt: member.joinedAt.toISOString(),
  user,
})

const teamIds = (rows: TeamRow[]) => rows.map((team) => team.id)

/**
 * Per team, the chat messages from others since the viewer last read it. Counts only the unread
 * (index on team and time), so it costs the same however long the team's history is.
 */
async function countUnread(db: Db, viewerId: string, ids: string[]) {
  const rows = await db
    .select({ teamId: teamMembers.teamId, unread: sql<number>`count(${teamMessages.id})::int` })
    .from(teamMembers)
    .innerJoin(
      teamMessages,
      and(
        eq(teamMessages.teamId, teamMembers.teamId),
        gt(teamMessages.createdAt, teamMembers.lastReadAt),
        ne(teamMessages.senderId, viewerId),
      ),
    )
    .where(and(eq(teamMembers.userId, viewerId), inArray(teamMembers.teamId, ids)))
    .groupBy(teamMembers.teamId)
  return new Map(rows.map((row) => [row.teamId, row.unread]))
}

/**
 * Teams with all their members in one query, whatever their number: the owner first, then by
 * joining date; and the viewer's unread count in a second. The order of `rows` is kept.
 */
export async function withMembers(db: Db, rows: TeamRow[], viewerId: string): Promise<Team[]> {
  if (rows.length === 0) return []
  const unread = await countUnread(db, viewerId, teamIds(rows))
  const members = await db
    .select({ member: teamMembers, user: memberUserColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, teamMembers.userId))
    // A suspended person is left out of every member list (their seat still counts).
    .where(and(inArray(teamMembers.teamId, teamIds(rows)), isNull(users.suspendedAt)))
    // team_role lists owner before member, so ascending puts the owner first.
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(teamMembers.id))
  const byTeam = new Map<string, TeamMember[]>()
  for (const { member, user } of members) {
    const list = byTeam.get(member.teamId) ?? []
    list.push(toMemberJson(member, user))
    byTeam.set(member.teamId, list)
  }
  return rows.map((team) => ({
    ...toTeamFields(team),
    members: byTeam.get(team.id) ?? [],
    unreadCount: unread.get(team.id) ?? 0,
  }))
}
