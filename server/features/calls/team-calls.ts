import { randomUUID } from 'node:crypto'
import { ERRORS, errorText } from '@shared/error-codes'
import { TEAM_CALL_MAX, type TeamCall } from '@shared/schemas/calls'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { callParticipants, calls, teamMembers, users } from '../../db/schema'
import { forbidden, HttpError } from '../../lib/http-error'
import { findTeamAccess } from '../teams'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** 404 for an unknown team, 403 unless the caller is a member: only members see or join its call. */
export async function requireTeamCallMember(db: Db | Tx, { teamId, userId, lock = false }: TeamUser) {
  const access = await findTeamAccess({ db: db as Db, teamId, userId, lock })
  if (!access.isMember) throw forbidden(ERRORS.team_call_members_only)
}

interface TeamUser {
  teamId: string
  userId: string
  lock?: boolean
}

/**
 * Starts the team's call or joins it; joining again (after a socket reconnect) changes nothing. The
 * team row is locked first, as every change to the team's members is (teams/access.ts): two joins,
 * or a join and a removal from the team, run one after the other, so the count of participants checked
 * here is the count the insert adds to, and a seventh person is refused however many join at once.
 */
export async function joinTeamCall(
  db: Db,
  { teamId, userId }: TeamUser,
): Promise<{ callId: string; started: boolean }> {
  return db.transaction(async (tx) => {
    await requireTeamCallMember(tx, { teamId, userId, lock: true })
    const [live] = await tx
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.teamId, teamId), ne(calls.status, 'ended')))
      .for('update')
    const callId = live?.id ?? randomUUID()
    if (!live) {
      await tx
        .insert(calls)
        .values({ id: callId, teamId, callerId: userId, status: 'active', answeredAt: sql`now()` })
    }
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(callParticipants)
      .where(and(eq(callParticipants.callId, callId), ne(callParticipants.userId, userId)))
    if (Number(others?.count ?? 0) >= TEAM_CALL_MAX) {
      throw new HttpError(409, errorText('team_call_full', { max: TEAM_CALL_MAX }))
    }
    await tx
      .insert(callParticipants)
      .values({ callId, userId })
      .onConflictDoUpdate({
        target: [callParticipants.callId, callParticipants.userId],
        set: { seenAt: sql`now()` },
      })
    return { callId, started: !live }
  })
}

/**
 * Takes a person out of the team's call (they left, were removed from the team, or vanished); the last
 * one out ends it. Locks the call row, so a join that finds the call also waits for this to finish and
 * then sees it ended (and starts a new one). Returns who is still in it, or undefined when the person
 * was not in this call.
 */
export async function leaveTeamCall(db: Db, { teamId, callId, userId }: TeamUser & { callId: string }) {
  return db.transaction(async (tx) => {
    const [call] = await tx
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.id, callId), eq(calls.teamId, teamId), ne(calls.status, 'ended')))
      .for('update')
    if (!call) return undefined
    const left = await tx
      .delete(callParticipants)
      .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)))
      .returning({ userId: callParticipants.userId })
    if (left.length === 0) return undefined
    const remaining = await tx
      .select({ userId: callParticipants.userId })
      .from(callParticipants)
      .where(eq(callParticipants.callId, callId))
    if (remaining.length === 0) {
      await tx.update(calls).set({ status: 'ended', endedAt: sql`now()` }).where(eq(calls.id, callId))
    }
    return remaining.map((row) => row.userId)
  })
}

/** The live call this person is in for this team, if any (a removal from the team ends their part). */
export async function findTeamCallOf(db: Db, { teamId, userId }: TeamUser) {
  const [row] = await db
    .select({ callId: calls.id })
    .from(calls)
    .innerJoin(callParticipants, eq(callParticipants.callId, calls.id))
    .where(and(eq(calls.teamId, teamId), ne(calls.status, 'ended'), eq(callParticipants.userId, userId)))
  return row?.callId
}

/** The team's call as its members see it: who is in it, in the order they joined. */
export async function findTeamCall(db: Db, teamId: string): Promise<TeamCall> {
  const rows = await db
    .select({ callId: calls.id, person: personColumns })
    .from(calls)
    .innerJoin(callParticipants, eq(callParticipants.callId, calls.id))
    .innerJoin(users, eq(users.id, callParticipants.userId))
    .where(and(eq(calls.teamId, teamId), ne(calls.status, 'ended')))
    .orderBy(asc(callParticipants.joinedAt), asc(callParticipants.userId))
  return { teamId, callId: rows[0]?.callId ?? null, participants: rows.map((row) => row.person) }
}

/**
 * Which of `userIds` are in this team's live call `callId`: a team signal goes only from one
 * participant to another. Undefined when there is no such live call.
 */
export async function findParticipantsAmong(
  db: Db,
  { teamId, callId, userIds }: { teamId: string; callId: string; userIds: string[] },
) {
  const rows = await db
    .select({ userId: callParticipants.userId })
    .from(calls)
    .leftJoin(
      callParticipants,
      and(eq(callParticipants.callId, calls.id), inArray(callParticipants.userId, userIds)),
    )
    .where(and(eq(calls.id, callId), eq(calls.teamId, teamId), ne(calls.status, 'ended')))
  if (rows.length === 0) return undefined
  return new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))
}

/** Every member of the team: they all hear `team-call`, in the call or not. */
export async function findTeamMemberIds(db: Db, teamId: string) {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
  return rows.map((row) => row.userId)
}
