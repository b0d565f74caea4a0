import { TEAM_MESSAGES } from '@shared/schemas/teams'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications, teamMembers, teamTasks } from '../../db/schema'
import { badRequest, forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { recipientIds, storeNotifications } from '../notifications'
import { requireMember } from './access'

/**
 * Removes a member (the owner removing someone) or the caller (leaving). The owner can do neither to
 * themselves: a team without its owner would have nobody to run its settings. Their tasks become
 * unassigned in the same transaction, so no task points at someone outside the team. Someone the owner
 * removed is told (`team-removed`); someone who left is not. Returns the notification ids to push, and
 * the tasks that lost their assignee (the team's open Task Managers hear of them).
 */
export async function removeMember({
  db,
  userId,
  teamId,
  memberUserId,
}: {
  db: Db
  userId: string
  teamId: string
  memberUserId: string
}) {
  return db.transaction(async (tx) => {
    const { team, isOwner } = await requireMember({ db: tx, teamId, userId, lock: true })
    if (memberUserId !== userId && !isOwner) throw forbidden(TEAM_MESSAGES.ownerOnly)
    if (memberUserId === team.ownerId) throw badRequest(TEAM_MESSAGES.ownerStays)
    if (!isUuid(memberUserId)) throw notFound(TEAM_MESSAGES.notMember)
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, memberUserId)))
      .returning({ id: teamMembers.id })
    if (removed.length === 0) throw notFound(TEAM_MESSAGES.notMember)
    const unassigned = await tx
      .update(teamTasks)
      .set({ assigneeId: null })
      .where(and(eq(teamTasks.teamId, team.id), eq(teamTasks.assigneeId, memberUserId)))
      .returning({ id: teamTasks.id })
    const unassignedTaskIds = unassigned.map((task) => task.id)
    // What they were told about this team's chat, joins and tasks is no longer theirs to open.
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, memberUserId),
          eq(notifications.teamId, team.id),
          inArray(notifications.type, ['team-message', 'team-join', 'task-assigned']),
        ),
      )
    if (memberUserId === userId) return { notificationIds: [], unassignedTaskIds }
    const notificationIds = await storeNotifications(tx, {
      type: 'team-removed',
      actorId: userId,
      recipients: recipientIds(memberUserId),
      teamId: team.id,
      collapseKey: `team-removed:${team.id}`,
    })
    return { notificationIds, unassignedTaskIds }
  })
}
