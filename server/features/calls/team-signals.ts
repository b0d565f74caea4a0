import { ERRORS } from '@shared/error-codes'
import type { TeamCall } from '@shared/schemas/calls'
import type { CallEvent, CallSignal, ReceivedCallSignal } from '@shared/socket-events'
import { rooms } from '@shared/socket-events'
import { badRequest, forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import type { CallContext } from './context'
import {
  findParticipantsAmong,
  findTeamCall,
  findTeamCallOf,
  findTeamMemberIds,
  joinTeamCall,
  leaveTeamCall,
} from './team-calls'
import { ringTeam } from './team-ring'

type TeamSignal = CallSignal & { teamId: string }

// A team call is a full mesh: each participant holds one connection to each other one, and every
// signal names the one participant it is for (`toUserId`).

/** `call-join`: in the call, and every member of the team sees who is in it now. */
export async function joinTeamCallAndAnnounce(
  ctx: CallContext,
  { teamId, userId }: { teamId: string; userId: string },
) {
  const { callId, started } = await joinTeamCall(ctx.db, { teamId, userId })
  const call = await announceTeamCall(ctx, teamId)
  // The first one in started it: the others are rung (or pushed, when away). A failed ring never fails
  // the join: the starter is in the call either way, and the team card shows it.
  if (started)
    await ringTeam(ctx, { teamId, callId, starterId: userId }).catch((error) => {
      ctx.log.warn({ err: error, teamId, callId }, 'ringing the team failed')
    })
  return call
}

/** Relays a team signal from one participant of the call to another, and to nobody else. */
export async function signalTeamCall(ctx: CallContext, event: CallEvent, signal: TeamSignal, userId: string) {
  if (!isUuid(signal.teamId)) throw notFound(ERRORS.team_not_found)
  if (event === 'call-end') return leaveAndAnnounce(ctx, { ...signal, userId })
  const toUserId = signal.toUserId
  // In a mesh every signal is for one participant: one without `toUserId` is malformed.
  if (!toUserId) throw badRequest(ERRORS.invalid_input, 'toUserId')
  if (!isUuid(toUserId) || toUserId === userId) throw notFound(ERRORS.call_not_found)
  const participants = await findParticipantsAmong(ctx.db, {
    teamId: signal.teamId,
    callId: signal.callId,
    userIds: [userId, toUserId],
  })
  if (!participants) throw notFound(ERRORS.call_not_found)
  if (!participants.has(userId)) throw forbidden(ERRORS.call_join_first)
  if (!participants.has(toUserId)) throw notFound(ERRORS.call_not_found)
  ctx.io.to(rooms.user(toUserId)).emit(event, { ...signal, fromUserId: userId } as ReceivedCallSignal)
}

/**
 * Takes someone out of the team's call: the others close their connection to them (`call-end` from
 * them), and the team sees the new roster. `removed` also tells the person, whose tabs may not know.
 */
export async function leaveAndAnnounce(
  ctx: CallContext,
  {
    teamId,
    callId,
    userId,
    reason,
  }: { teamId: string; callId: string; userId: string; reason?: CallSignal['reason'] },
) {
  const remaining = await leaveTeamCall(ctx.db, { teamId, callId, userId })
  // Not in it (any more): leaving twice is fine.
  if (!remaining) return
  const told = reason === 'removed' ? [...remaining, userId] : remaining
  if (told.length > 0) {
    ctx.io
      .to(told.map(rooms.user))
      .emit('call-end', { teamId, callId, fromUserId: userId, ...(reason && { reason }) })
  }
  await announceTeamCall(ctx, teamId)
}

/** A member removed from the team (or who left it) is dropped from its call. */
export async function dropFromTeamCall(
  ctx: CallContext,
  { teamId, userId }: { teamId: string; userId: string },
) {
  const callId = await findTeamCallOf(ctx.db, { teamId, userId })
  if (callId) await leaveAndAnnounce(ctx, { teamId, callId, userId, reason: 'removed' })
}

/** Sends the team's call as it is now to every member, and returns it. */
async function announceTeamCall(ctx: CallContext, teamId: string): Promise<TeamCall> {
  const [call, memberIds] = await Promise.all([
    findTeamCall(ctx.db, teamId),
    findTeamMemberIds(ctx.db, teamId),
  ])
  if (memberIds.length > 0) ctx.io.to(memberIds.map(rooms.user)).emit('team-call', call)
  return call
}
