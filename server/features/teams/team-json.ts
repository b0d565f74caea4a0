import type { JoinPolicy, Team, TeamMember, TeamMemberUser } from '@shared/schemas/teams'
import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { profiles, teamMembers, type teamMembers as teamMembersTable, teams, users } from '../../db/schema'
import { selectTeamsWithChatSummary, toTeamChatSummary } from './chat-summary'

export type TeamRow = typeof teams.$inferSelect
type MemberRow = typeof teamMembersTable.$inferSelect

/** The columns of a person that team views show. */
export const teamUserColumns = personColumns

/**
 * A member as the member list shows them: their role says what they do in the team, their profession
 * what they do (not everyone a "Developer"). Read through a left join on profiles: null if
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
  completedAt: team.completedAt?.toISOString() ?? null,
  progress: team.progress,
  joinPolicy: team.joinPolicy as JoinPolicy,
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

/** Per team, its chat's last message and the viewer's unread count (chat-summary.ts), in one statement. */
async function summarizeChats(db: Db, viewerId: string, ids: string[]) {
  const rows = await selectTeamsWithChatSummary(db, viewerId, { teamId: teams.id }).where(
    inArray(teams.id, ids),
  )
  return new Map(rows.map(({ teamId, ...summary }) => [teamId, toTeamChatSummary(teamId, summary)]))
}

/**
 * Teams with all their members in one query, whatever their number: the owner first, then by
 * joining date; and the viewer's chat summary (last message, unread count) in a second. The order of `rows` is kept.
 */
export async function withMembers(db: Db, rows: TeamRow[], viewerId: string): Promise<Team[]> {
  if (rows.length === 0) return []
  const [chats, calls] = await Promise.all([
    summarizeChats(db, viewerId, teamIds(rows)),
    countInCalls(db, teamIds(rows)),
  ])
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
    ...(chats.get(team.id) ?? { lastMessage: null, unreadCount: 0 }),
    inCallCount: calls.get(team.id) ?? 0,
  }))
}

/** How many people are in the team's live call (the partial unique index finds it): 0 when none. */
export const inCallCount = (teamId: SQL | AnyColumn) =>
  sql<number>`(select count(*)::int from call_participants p join calls c on c.id = p.call_id
    where c.team_id = ${teamId} and c.status <> 'ended')`.mapWith(Number)

async function countInCalls(db: Db, ids: string[]) {
  const rows = await db
    .select({ teamId: teams.id, count: inCallCount(teams.id) })
    .from(teams)
    .where(inArray(teams.id, ids))
  return new Map(rows.map((row) => [row.teamId, row.count]))
}
