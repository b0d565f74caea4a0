import { ERRORS } from '@shared/error-codes'
import {
  type CreateTeam,
  type DiscoverTeam,
  TEAM_MESSAGES,
  type Team,
  type TeamMember,
  type UpdateTeam,
} from '@shared/schemas/teams'
import { and, count, desc, eq, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { profiles, teamJoinRequests, teamMembers, teams, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { findTeamAccess, requireMember, requireOwner } from './access'
import { admitMember, requireFreeSeat } from './admit'
import { requestToJoin } from './join-requests'
import { memberUserColumns, teamUserColumns, toMemberJson, toTeamFields, withMembers } from './team-json'

const DISCOVER_LIMIT = 50

/** A new team with its creator as the Owner member, both or neither. */
export async function createTeam({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: CreateTeam
}): Promise<Team> {
  const team = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(teams)
      .values({ ...input, ownerId: userId })
      .returning()
    await tx.insert(teamMembers).values({ teamId: created!.id, userId, role: 'owner' })
    return created!
  })
  const [json] = await withMembers(db, [team], userId)
  return json!
}

/**
 * Joins a team that is looking for members. The team row is locked for the count and the insert,
 * so concurrent joins queue up and the last seat goes to exactly one of them. A team whose owner
 * approves members takes a request instead (join-requests.ts), answered later.
 */
export async function joinTeam({
  db,
  userId,
  teamId,
}: {
  db: Db
  userId: string
  teamId: string
}): Promise<{ member: TeamMember | null; notificationIds: string[] }> {
  const joined = await db
    .transaction(async (tx) => {
      const { team, isMember } = await findTeamAccess({ db: tx, teamId, userId, lock: true })
      if (isMember) throw conflict(TEAM_MESSAGES.alreadyMember)
      // Nobody can see a private team to join it; joining by id is no way around that.
      if (!team.isPublic) throw notFound(TEAM_MESSAGES.notFound)
      if (team.status === 'completed') throw conflict(ERRORS.team_completed_closed)
      if (!team.isLookingForMembers) throw conflict(TEAM_MESSAGES.notLooking)
      if (team.joinPolicy === 'approval') {
        await requireFreeSeat(tx, team)
        return { member: null, notificationIds: await requestToJoin(tx, { team, userId }) }
      }
      return admitMember(tx, { team, userId })
    })
    .catch((error) => {
      if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyMember)
      throw error
    })
  if (!joined.member) return { member: null, notificationIds: joined.notificationIds }
  return { member: await memberJson(db, joined.member), notificationIds: joined.notificationIds }
}

/** A member row as the member list shows it. */
export async function memberJson(db: Db, member: typeof teamMembers.$inferSelect): Promise<TeamMember> {
  const [user] = await db
    .select(memberUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, member.userId))
  return toMemberJson(member, user!)
}

/** Public teams looking for members that I am not in and that have a free seat, newest first. */
export async function discoverTeams({ db, userId }: { db: Db; userId: string }): Promise<DiscoverTeam[]> {
  const rows = await discoverQuery(db).execute({ userId })
  return rows.map(({ team, owner, memberCount, joinRequested }) => ({
    ...toTeamFields(team),
    memberCount,
    owner,
    joinRequested,
  }))
}

// Built once (docs/decisions/027): the Teams screen asks for it on every load.
const discoverQuery = preparedOnce((db: Db) => {
  const mine = db
    .select({ one: sql`1` })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))))
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`
  const joinRequested = sql<boolean>`exists (select 1 from ${teamJoinRequests} r where r.team_id = ${teams.id}
    and r.user_id = ${sql.placeholder('userId')} and r.status = 'pending')`
  return db
    .select({ team: teams, owner: teamUserColumns, memberCount, joinRequested })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(
      and(
        eq(teams.isPublic, true),
        eq(teams.isLookingForMembers, true),
        eq(teams.status, 'active'),
        notExists(mine),
        sql`${memberCount} < ${teams.maxMembers}`,
      ),
    )
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .limit(DISCOVER_LIMIT)
    .prepare('discover_teams')
})

/**
 * Team settings, owner only. Max members may not go below the people already in the team; the
 * team row is locked so no join slips in between the count and the update.
 */
export async function updateTeam({
  db,
  userId,
  teamId,
  input,
}: {
  db: Db
  userId: string
  teamId: string
  input: UpdateTeam
}): Promise<Team> {
  const team = await db.transaction(async (tx) => {
    const { team } = await requireOwner({ db: tx, teamId, userId, lock: true })
    if (input.maxMembers !== undefined) {
      const [{ members } = { members: 0 }] = await tx
        .select({ members: count() })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, team.id))
      if (members > input.maxMembers) throw conflict(TEAM_MESSAGES.maxBelowCount(members))
    }
    if (Object.keys(input).length === 0) return team
    const [updated] = await tx.update(teams).set(input).where(eq(teams.id, team.id)).returning()
    return updated!
  })
  const [json] = await withMembers(db, [team], userId)
  return json!
}

/** One team of the caller's, as the Teams list shows it (403 unless they are a member). */
export async function findTeamForMember({ db, userId, teamId }: { db: Db; userId: string; teamId: string }) {
  const { team } = await requireMember({ db, teamId, userId })
  const [json] = await withMembers(db, [team], userId)
  return json!
}
