import { ERRORS } from '@shared/error-codes'
import { REPUTATION } from '@shared/schemas/reputation'
import type { Team } from '@shared/schemas/teams'
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reviews, teamCrew, teamMembers, teams } from '../../db/schema'
import { conflict } from '../../lib/http-error'
import { requireOwner, withMembers } from '../teams'
import { refreshReputation } from './refresh'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The owner marks the team's project completed (docs/decisions/051). The team row is locked, so no join or
 * removal slips in between the count and the crew being recorded: the crew is exactly the members at
 * that moment, and each of them has one more project completed, in the same transaction.
 */
export async function completeTeam({ db, userId, teamId }: { db: Db; userId: string; teamId: string }) {
  const team = await db.transaction(async (tx) => {
    const { team } = await requireOwner({ db: tx, teamId, userId, lock: true })
    if (team.status === 'completed') throw conflict(ERRORS.team_already_completed)
    const [{ members } = { members: 0 }] = await tx
      .select({ members: count() })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id))
    if (members < 2) throw conflict(ERRORS.team_complete_needs_two)
    const [updated] = await tx
      .update(teams)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(eq(teams.id, team.id))
      .returning()
    await tx.execute(sql`insert into ${teamCrew} (team_id, user_id)
      select team_id, user_id from ${teamMembers} where team_id = ${team.id}`)
    await refreshReputation(tx, sql`select user_id as id from ${teamCrew} where team_id = ${team.id}`)
    return updated!
  })
  return teamJson(db, team, userId)
}

/**
 * Takes the completion back, for a project marked done too soon: only within 7 days and before anyone
 * wrote a review, since a review is someone's word about work that then would not have been finished.
 * Review writes take the team row FOR SHARE, so a review and a reopen never both succeed.
 */
export async function reopenTeam({ db, userId, teamId }: { db: Db; userId: string; teamId: string }) {
  const team = await db.transaction(async (tx) => {
    const { team } = await requireOwner({ db: tx, teamId, userId, lock: true })
    if (team.status !== 'completed' || !team.completedAt) throw conflict(ERRORS.team_not_completed)
    if (Date.now() - team.completedAt.getTime() > REPUTATION.reopenDays * DAY_MS) {
      throw conflict(ERRORS.team_reopen_too_late)
    }
    const [written] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.teamId, team.id))
      .limit(1)
    if (written) throw conflict(ERRORS.team_reopen_reviewed)
    const [updated] = await tx
      .update(teams)
      .set({ status: 'active', completedAt: null })
      .where(eq(teams.id, team.id))
      .returning()
    const crew = await tx
      .delete(teamCrew)
      .where(eq(teamCrew.teamId, team.id))
      .returning({ id: teamCrew.userId })
    await refreshReputation(
      tx,
      crew.map((member) => member.id),
    )
    return updated!
  })
  return teamJson(db, team, userId)
}

async function teamJson(db: Db, team: typeof teams.$inferSelect, viewerId: string): Promise<Team> {
  const [json] = await withMembers(db, [team], viewerId)
  return json!
}
