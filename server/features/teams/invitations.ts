import type { SentInvitation, TeamInvitation } from '@shared/schemas/team-invitations'
import { TEAM_MESSAGES, type TeamMember } from '@shared/schemas/teams'
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches, notifications, teamInvitations, teamJoinRequests, teams, users } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'
import { recipientIds, storeNotifications } from '../notifications'
import { blockedBetween } from '../safety'
import { findTeamAccess, requireOwner } from './access'
import { admitMember } from './admit'
import { memberJson } from './service'
import { teamUserColumns } from './team-json'

const inviteCollapseKey = (teamId: string) => `team-invite:${teamId}`
const memberCount = sql<number>`(select count(*)::int from team_members m where m.team_id = ${teams.id})`

/** Whether two people have a match that no block has closed: the only people an owner may invite. */
async function areMatched(tx: Db, a: string, b: string) {
  const [user1Id, user2Id] = [a, b].sort() as [string, string]
  const [match] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.user1Id, user1Id),
        eq(matches.user2Id, user2Id),
        sql`not ${blockedBetween(matches.user1Id, matches.user2Id)}`,
      ),
    )
  return match !== undefined
}

/** The invitee's "invited you" row goes once there is nothing left to answer. */
const forgetInviteNotification = (tx: Db, { teamId, inviteeId }: { teamId: string; inviteeId: string }) =>
  tx
    .delete(notifications)
    .where(and(eq(notifications.userId, inviteeId), eq(notifications.collapseKey, inviteCollapseKey(teamId))))

/**
 * The owner invites someone they matched with (a block either way closes that door, and says no more
 * than "not a match"). One pending invitation per team and person: a lapsed one is marked expired
 * first, so the partial unique index only refuses a live duplicate.
 */
export async function inviteToTeam({
  db,
  userId,
  teamId,
  inviteeId,
}: {
  db: Db
  userId: string
  teamId: string
  inviteeId: string
}): Promise<{ invitation: SentInvitation; notificationIds: string[] }> {
  return db
    .transaction(async (tx) => {
      const { team } = await requireOwner({ db: tx, teamId, userId, lock: true })
      if (inviteeId === userId) throw badRequest(TEAM_MESSAGES.invitationSelf, 'userId')
      if (team.status === 'completed') throw conflict(TEAM_MESSAGES.notLooking)
      const { isMember } = await findTeamAccess({ db: tx, teamId, userId: inviteeId })
      if (isMember) throw conflict(TEAM_MESSAGES.alreadyMember)
      if (!(await areMatched(tx, userId, inviteeId))) throw forbidden(TEAM_MESSAGES.invitationNotMatch)
      await tx
        .update(teamInvitations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(teamInvitations.teamId, team.id),
            eq(teamInvitations.inviteeId, inviteeId),
            eq(teamInvitations.status, 'pending'),
            lte(teamInvitations.expiresAt, sql`now()`),
          ),
        )
      const [created] = await tx
        .insert(teamInvitations)
        .values({ teamId: team.id, inviterId: userId, inviteeId })
        .returning()
      const notificationIds = await storeNotifications(tx, {
        type: 'team-invite',
        actorId: userId,
        recipients: recipientIds(inviteeId),
        teamId: team.id,
        collapseKey: inviteCollapseKey(team.id),
      })
      const [invitee] = await tx.select(teamUserColumns).from(users).where(eq(users.id, inviteeId))
      return { invitation: toSentJson(created!, invitee!), notificationIds }
    })
    .catch((error) => {
      if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.invitationPending)
      throw error
    })
}

const toSentJson = (
  row: typeof teamInvitations.$inferSelect,
  invitee: SentInvitation['invitee'],
): SentInvitation => ({
  id: row.id,
  teamId: row.teamId,
  invitee,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
})

/** The team's live invitations (owner only), so the picker can show who is invited already. */
export async function listSentInvitations({
  db,
  userId,
  teamId,
}: {
  db: Db
  userId: string
  teamId: string
}) {
  await requireOwner({ db, teamId, userId })
  const rows = await db
    .select({ invitation: teamInvitations, invitee: teamUserColumns })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.inviteeId))
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt))
  return rows.map(({ invitation, invitee }) => toSentJson(invitation, invitee))
}

/** The caller's invitations still open, newest first, each with its team's card and the inviter. */
export async function listMyInvitations({
  db,
  userId,
}: {
  db: Db
  userId: string
}): Promise<TeamInvitation[]> {
  const rows = await db
    .select({ invitation: teamInvitations, team: teams, memberCount, inviter: teamUserColumns })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.inviterId))
    .where(
      and(
        eq(teamInvitations.inviteeId, userId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, sql`now()`),
        sql`not ${blockedBetween(teamInvitations.inviteeId, teamInvitations.inviterId)}`,
      ),
    )
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
  return rows.map(({ invitation, team, memberCount, inviter }) => ({
    id: invitation.id,
    team: {
      id: team.id,
      name: team.name,
      description: team.description,
      projectType: team.projectType,
      maxMembers: team.maxMembers,
      memberCount,
    },
    inviter,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }))
}

/** The invitee's pending invitation; anyone else's, or one answered already, is a 404. */
async function findOpenInvitation(tx: Db, invitationId: string, userId: string) {
  if (!isUuid(invitationId)) throw notFound(TEAM_MESSAGES.invitationNotFound)
  const [invitation] = await tx
    .select({ row: teamInvitations, expired: sql<boolean>`${teamInvitations.expiresAt} <= now()` })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.inviteeId, userId),
        eq(teamInvitations.status, 'pending'),
      ),
    )
  if (!invitation) throw notFound(TEAM_MESSAGES.invitationNotFound)
  if (invitation.expired) throw conflict(TEAM_MESSAGES.invitationExpired)
  return invitation.row
}

/** Marks a pending invitation answered; false when it was answered or withdrawn in between. */
async function settleInvitation(tx: Db, invitationId: string, status: 'accepted' | 'declined' | 'cancelled') {
  const settled = await tx
    .update(teamInvitations)
    .set({ status, answeredAt: new Date() })
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.status, 'pending')))
    .returning({ id: teamInvitations.id })
  return settled.length > 0
}

/**
 * The invitee accepts: in through the same door as a join (admit.ts: team locked, seat checked, 409
 * when full), whatever the team's join policy, since the owner asked them. The owner hears "accepted",
 * the other members "joined"; a request of theirs still waiting is settled as approved.
 */
export async function acceptInvitation({
  db,
  userId,
  invitationId,
}: {
  db: Db
  userId: string
  invitationId: string
}): Promise<{ member: TeamMember; teamId: string; notificationIds: string[] }> {
  const admitted = await db
    .transaction(async (tx) => {
      const invitation = await findOpenInvitation(tx, invitationId, userId)
      const { team, isMember } = await findTeamAccess({
        db: tx,
        teamId: invitation.teamId,
        userId,
        lock: true,
      })
      if (isMember) throw conflict(TEAM_MESSAGES.alreadyMember)
      if (!(await settleInvitation(tx, invitation.id, 'accepted'))) {
        throw notFound(TEAM_MESSAGES.invitationNotFound)
      }
      const { member, notificationIds } = await admitMember(tx, { team, userId, quiet: team.ownerId })
      await forgetInviteNotification(tx, { teamId: team.id, inviteeId: userId })
      await tx
        .update(teamJoinRequests)
        .set({ status: 'approved', answeredAt: new Date() })
        .where(
          and(
            eq(teamJoinRequests.teamId, team.id),
            eq(teamJoinRequests.userId, userId),
            eq(teamJoinRequests.status, 'pending'),
          ),
        )
      notificationIds.push(
        ...(await storeNotifications(tx, {
          type: 'team-invite-accepted',
          actorId: userId,
          recipients: recipientIds(team.ownerId),
          teamId: team.id,
          collapseKey: `team-invite-accepted:${team.id}:${userId}`,
        })),
      )
      return { member, teamId: team.id, notificationIds }
    })
    .catch((error) => {
      if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyMember)
      throw error
    })
  return { ...admitted, member: await memberJson(db, admitted.member) }
}

/** The invitee says no. The owner is not told: the invitation just leaves their pending list. */
export async function declineInvitation({
  db,
  userId,
  invitationId,
}: {
  db: Db
  userId: string
  invitationId: string
}) {
  await db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, invitationId, userId)
    if (!(await settleInvitation(tx, invitation.id, 'declined'))) {
      throw notFound(TEAM_MESSAGES.invitationNotFound)
    }
    await forgetInviteNotification(tx, { teamId: invitation.teamId, inviteeId: userId })
  })
}

/** The owner withdraws a pending invitation of their team. Returns who had been invited. */
export async function cancelInvitation({
  db,
  userId,
  teamId,
  invitationId,
}: {
  db: Db
  userId: string
  teamId: string
  invitationId: string
}) {
  return db.transaction(async (tx) => {
    const { team } = await requireOwner({ db: tx, teamId, userId })
    if (!isUuid(invitationId)) throw notFound(TEAM_MESSAGES.invitationNotFound)
    const [cancelled] = await tx
      .update(teamInvitations)
      .set({ status: 'cancelled', answeredAt: new Date() })
      .where(
        and(
          eq(teamInvitations.id, invitationId),
          eq(teamInvitations.teamId, team.id),
          eq(teamInvitations.status, 'pending'),
        ),
      )
      .returning({ inviteeId: teamInvitations.inviteeId })
    if (!cancelled) throw notFound(TEAM_MESSAGES.invitationNotFound)
    await forgetInviteNotification(tx, { teamId: team.id, inviteeId: cancelled.inviteeId })
    return cancelled.inviteeId
  })
}
