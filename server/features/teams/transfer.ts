import { TEAM_MESSAGES } from '@shared/schemas/teams'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamMembers, teams } from '../../db/schema'
import { badRequest, notFound } from '../../lib/http-error'
import { requireOwner } from './access'

/**
 * The owner hands the team to one of its members, as hand-over.ts does when an owner goes away: the
 * team row and both roles change in one transaction under the team lock, so the new owner is still a
 * member when it is written, and the old owner stays on as a plain member (free to leave now).
 * Returns everyone in the team, to be told to fetch their teams again.
 */
export async function transferTeam({
  db,
  userId,
  teamId,
  newOwnerId,
}: {
  db: Db
  userId: string
  teamId: string
  newOwnerId: string
}): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { team } = await requireOwner({ db: tx, teamId, userId, lock: true })
    if (newOwnerId === userId) throw badRequest(TEAM_MESSAGES.transferSelf, 'userId')
    const [stepsUp] = await tx
      .update(teamMembers)
      .set({ role: 'owner' })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, newOwnerId)))
      .returning({ id: teamMembers.id })
    if (!stepsUp) throw notFound(TEAM_MESSAGES.notMember)
    await tx
      .update(teamMembers)
      .set({ role: 'member' })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)))
    await tx.update(teams).set({ ownerId: newOwnerId }).where(eq(teams.id, team.id))
    const members = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id))
    return members.map((member) => member.userId)
  })
}
