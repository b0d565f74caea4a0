import { TEAM_MESSAGES } from '@shared/schemas/teams'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamMembers, teams } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import type { TeamRow } from './team-json'

interface TeamAccess {
  team: TeamRow
  isMember: boolean
  isOwner: boolean
}

/**
 * The team and what the caller is to it, in one query. `lock` takes the team row FOR UPDATE (inside
 * a transaction): every change to who is in a team, or how many may be, locks it first, so two such
 * changes never both act on the same count.
 */
export async function findTeamAccess({
  db,
  teamId,
  userId,
  lock = false,
}: {
  db: Db
  teamId: string
  userId: string
  lock?: boolean
}): Promise<TeamAccess> {
  if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound)
  const query = db
    .select({ team: teams, memberId: teamMembers.id })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(teams.id, teamId))
    .limit(1)
  // FOR UPDATE may not lock the nullable side of an outer join: name the team table only.
  const [row] = lock ? await query.for('update', { of: teams }) : await query
  if (!row) throw notFound(TEAM_MESSAGES.notFound)
  return { team: row.team, isMember: row.memberId !== null, isOwner: row.team.ownerId === userId }
}

/** 404 for an unknown team, 403 unless the caller is a member (the same rule as team chat). */
export async function requireMember(options: Parameters<typeof findTeamAccess>[0]) {
  const access = await findTeamAccess(options)
  if (!access.isMember) throw forbidden(TEAM_MESSAGES.membersOnly)
  return access
}

/** Settings and removing members are the owner's alone. */
export async function requireOwner(options: Parameters<typeof findTeamAccess>[0]) {
  const access = await requireMember(options)
  if (!access.isOwner) throw forbidden(TEAM_MESSAGES.ownerOnly)
  return access
}
