import type { JoinRequest } from '@shared/schemas/team-invitations'
import { TEAM_MESSAGES } from '@shared/schemas/teams'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications, profiles, teamJoinRequests, teamMembers, users } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { recipientIds, storeNotifications } from '../notifications'
import { requireOwner } from './access'
import { admitMember } from './admit'
import { memberUserColumns, type TeamRow } from './team-json'

const requestCollapseKey = (teamId: string, userId: string) => `team-join-request:${teamId}:${userId}`

/**
 * Asks to join an approval team (the caller's transaction holds the team row). Asking again while a
 * request waits changes nothing and tells the owner nothing new: the partial unique index keeps one
 * pending request per person and team. Returns the notification ids to push.
 */
export async function requestToJoin(tx: Db, { team, userId }: { team: TeamRow; userId: string }) {
  const [created] = await tx
    .insert(teamJoinRequests)
    .values({ teamId: team.id, userId })
    .onConflictDoNothing()
    .returning({ id: teamJoinRequests.id })
  if (!created) return []
  return storeNotifications(tx, {
    type: 'team-join-request',
    actorId: userId,
    recipients: recipientIds(team.ownerId),
    teamId: team.id,
    collapseKey: requestCollapseKey(team.id, userId),
  })
}

/** The team's pending requests, oldest first (owner only). */
export async function listJoinRequests({
  db,
  userId,
  teamId,
}: {
  db: Db
  userId: string
  teamId: string
}): Promise<JoinRequest[]> {
  await requireOwner({ db, teamId, userId })
  const rows = await db
    .select({ request: teamJoinRequests, user: memberUserColumns })
    .from(teamJoinRequests)
    .innerJoin(users, eq(users.id, teamJoinRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, teamJoinRequests.userId))
    .where(
      and(
        eq(teamJoinRequests.teamId, teamId),
        eq(teamJoinRequests.status, 'pending'),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(asc(teamJoinRequests.createdAt), asc(teamJoinRequests.id))
  return rows.map(({ request, user }) => ({
    id: request.id,
    teamId: request.teamId,
    user,
    createdAt: request.createdAt.toISOString(),
  }))
}

/**
 * The owner answers a pending request. Approving admits the person like a join (seat checked under
 * the team lock, 409 when full: the request then stays pending); either answer tells them, and the
 * owner's own "asked to join" row goes, since there is nothing left to answer.
 */
export async function answerJoinRequest({
  db,
  userId,
  teamId,
  requestId,
  approve,
}: {
  db: Db
  userId: string
  teamId: string
  requestId: string
  approve: boolean
}) {
  return db.transaction(async (tx) => {
    const { team } = await requireOwner({ db: tx, teamId, userId, lock: true })
    if (!isUuid(requestId)) throw notFound(TEAM_MESSAGES.joinRequestNotFound)
    const [request] = await tx
      .select()
      .from(teamJoinRequests)
      .where(
        and(
          eq(teamJoinRequests.id, requestId),
          eq(teamJoinRequests.teamId, team.id),
          eq(teamJoinRequests.status, 'pending'),
        ),
      )
    if (!request) throw notFound(TEAM_MESSAGES.joinRequestNotFound)
    const notificationIds: string[] = []
    if (approve) {
      const [already] = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, request.userId)))
      // Someone who came in meanwhile (an invitation) is in already: the request is simply settled.
      if (!already) {
        const admitted = await admitMember(tx, { team, userId: request.userId, quiet: userId })
        notificationIds.push(...admitted.notificationIds)
      }
    }
    await tx
      .update(teamJoinRequests)
      .set({ status: approve ? 'approved' : 'declined', answeredAt: new Date() })
      .where(eq(teamJoinRequests.id, request.id))
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.collapseKey, requestCollapseKey(team.id, request.userId)),
        ),
      )
    notificationIds.push(
      ...(await storeNotifications(tx, {
        type: approve ? 'team-join-approved' : 'team-join-declined',
        actorId: userId,
        recipients: recipientIds(request.userId),
        teamId: team.id,
        collapseKey: `team-join-answer:${team.id}`,
      })),
    )
    return { notificationIds, memberUserId: request.userId, approved: approve }
  })
}
