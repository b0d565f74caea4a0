import type { Team, TeamMember, TeamUser } from '@shared/schemas/teams'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamMembers, type teamMembers as teamMembersTable, type teams, users } from '../../db/schema'

export type TeamRow = typeof teams.$inferSelect
type MemberRow = typeof teamMembersTable.$inferSelect

/** The columns of a person that team views show. */
export const teamUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
}

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

export const toMemberJson = (member: MemberRow, user: TeamUser): TeamMember => ({
  id: member.id,
  userId: member.userId,
  role: member.role,
  joinedAt: member.joinedAt.toISOString(),
  user,
})

/**
 * Teams with all their members in one query, whatever their number: the owner first, then by
 * joining date. The order of `rows` is kept.
 */
const teamIds = (rows: TeamRow[]) => rows.map((team) => team.id)

export async function withMembers(db: Db, rows: TeamRow[]): Promise<Team[]> {
  if (rows.length === 0) return []
  const members = await db
    .select({ member: teamMembers, user: teamUserColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds(rows)))
    // team_role lists owner before member, so ascending puts the owner first.
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(teamMembers.id))
  const byTeam = new Map<string, TeamMember[]>()
  for (const { member, user } of members) {
    const list = byTeam.get(member.teamId) ?? []
    list.push(toMemberJson(member, user))
    byTeam.set(member.teamId, list)
  }
  return rows.map((team) => ({ ...toTeamFields(team), members: byTeam.get(team.id) ?? [] }))
}
