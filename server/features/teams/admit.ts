import { ERRORS } from '@shared/error-codes'
import { TEAM_MESSAGES } from '@shared/schemas/teams'
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamMembers } from '../../db/schema'
import { conflict } from '../../lib/http-error'
import { storeNotifications } from '../notifications'
import type { TeamRow } from './team-json'

/** Refused while the team has no free seat or its project is done. Call with the team row locked. */
export async function requireFreeSeat(tx: Db, team: TeamRow) {
  // A finished project's crew is a record; nobody joins it afterwards.
  if (team.status === 'completed') throw conflict(ERRORS.team_completed_closed)
  const [{ members } = { members: 0 }] = await tx
    .select({ members: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, team.id))
  if (members >= team.maxMembers) throw conflict(TEAM_MESSAGES.full)
}

/**
 * Makes `userId` a member of a team whose row the caller's transaction has locked (teams/access.ts),
 * after checking the seat, and tells the members. Every way in (joining, an accepted invitation, an
 * approved request) goes through here, so none can overfill a team. `quiet` is told some other way
 * (the owner whose invitation was accepted). Returns the member row and the notification ids to push.
 */
export async function admitMember(
  tx: Db,
  { team, userId, quiet }: { team: TeamRow; userId: string; quiet?: string },
) {
  await requireFreeSeat(tx, team)
  const [member] = await tx.insert(teamMembers).values({ teamId: team.id, userId }).returning()
  const notificationIds = await storeNotifications(tx, {
    type: 'team-join',
    actorId: userId,
    recipients: sql`select ${teamMembers.userId} as user_id from ${teamMembers}
      where ${teamMembers.teamId} = ${team.id} and ${teamMembers.userId} is distinct from ${quiet ?? null}::uuid`,
    teamId: team.id,
    // Leaving and joining again updates the one row instead of adding another.
    collapseKey: `team-join:${team.id}:${userId}`,
  })
  return { member: member!, notificationIds }
}
