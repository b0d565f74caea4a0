import { ERRORS, errorText } from '@shared/error-codes'
import type { CallEvent, CallSignal, ReceivedCallSignal } from '@shared/socket-events'
import { rooms } from '@shared/socket-events'
import { conflict, HttpError, notFound } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { findMatchPeer } from '../matches'
import { type RingEnd, writeCallLine } from './call-line'
import type { CallContext } from './context'
import { findCall, findCallPeople, insertRing, markAnswered, markMatchCallEnded } from './match-calls'

type MatchSignal = CallSignal & { matchId: string }

interface Sender {
  userId: string
  /** The sending socket: the sender's other tabs hear what it did (answered here, declined here). */
  socketId: string
}

/**
 * One signal of a 1:1 call, from one of the two people of the match (findMatchPeer: 404, 403, blocked),
 * always to the other one: a new `call-offer` rings, the first `call-answer` makes the call active,
 * `call-reject` and `call-end` end it. Anything else is relayed only while the call is ringing or
 * active (perfect negotiation's later offers, trickled candidates, media state).
 */
export async function signalMatchCall(
  ctx: CallContext,
  event: CallEvent,
  signal: MatchSignal,
  sender: Sender,
) {
  const { userId } = sender
  const peerId = await findMatchPeer({ db: ctx.db, userId, matchId: signal.matchId })
  const call = await findCall(ctx.db, signal.callId)
  if (call && call.matchId !== signal.matchId) throw notFound(ERRORS.call_not_found)
  if (!call) {
    if (event !== 'call-offer') throw notFound(ERRORS.call_not_found)
    return ring(ctx, signal, { userId, peerId })
  }
  if (call.status === 'ended') {
    // Both hanging up at once is fine: the call is over either way.
    if (event === 'call-end' || event === 'call-reject') return
    throw notFound(ERRORS.call_not_found)
  }
  const relay = () => relayTo(ctx, [peerId], event, { ...signal, fromUserId: userId })

  if (event === 'call-answer' && call.status === 'ringing' && userId !== call.callerId) {
    if (!(await markAnswered(ctx.db, { callId: call.id, calleeId: userId }))) {
      throw notFound(ERRORS.call_not_found)
    }
    ctx.timers.clear(call.id)
    // The callee's other tabs stop ringing.
    ctx.io
      .to(rooms.user(userId))
      .except(sender.socketId)
      .emit('call-end', { ...scopeOf(signal), reason: 'answered-elsewhere', fromUserId: userId })
    return relay()
  }
  if (event === 'call-reject' || event === 'call-end') {
    const ringEnd: RingEnd =
      signal.reason === 'declined' ||
      (call.status === 'ringing' && userId !== call.callerId && !signal.reason)
        ? 'declined'
        : 'missed'
    const ended = await markMatchCallEnded(ctx.db, call.id)
    if (!ended) return
    ctx.timers.clear(call.id)
    relay()
    // The sender's other tabs close it too (a ring declined here stops ringing there).
    ctx.io
      .to(rooms.user(userId))
      .except(sender.socketId)
      .emit('call-end', { ...scopeOf(signal), reason: signal.reason ?? 'hangup', fromUserId: userId })
    await writeCallLine(ctx, ended, ringEnd)
    return
  }
  relay()
}

/** A new call: the callee must be connected somewhere, and the match may have one live call at a time. */
async function ring(
  ctx: CallContext,
  signal: MatchSignal,
  { userId, peerId }: { userId: string; peerId: string },
) {
  const people = await findCallPeople(ctx.db, [userId, peerId])
  const caller = people.find((person) => person.id === userId)!
  const callee = people.find((person) => person.id === peerId)!
  if (!(await isConnected(ctx, peerId))) {
    throw new HttpError(
      409,
      errorText('call_peer_offline', { name: callee.firstName }),
      undefined,
      undefined,
      {
        code: 'call_peer_offline',
        params: { name: callee.firstName },
      },
    )
  }
  let inserted: boolean
  try {
    inserted = await insertRing(ctx.db, { id: signal.callId, matchId: signal.matchId, callerId: userId })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ERRORS.call_in_progress)
    throw error
  }
  // The id names a call already (another chat's, or one that ended): a call id is used once.
  if (!inserted) throw notFound(ERRORS.call_not_found)
  ctx.timers.start(signal.callId, ctx.config.ringMs, () => endUnanswered(ctx, signal.callId))
  relayTo(ctx, [peerId], 'call-offer', { ...signal, fromUserId: userId, caller })
}

/**
 * Whether the person has a socket on any instance: fetchSockets asks them all (through Redis), exact
 * the moment a tab closes. Should Redis not answer, presence (kept apart from the adapter) decides.
 */
async function isConnected(ctx: CallContext, userId: string) {
  try {
    return (await ctx.io.in(rooms.user(userId)).fetchSockets()).length > 0
  } catch (error) {
    ctx.log.warn({ err: error }, 'fetchSockets failed; asking presence whether the callee is online')
    return (await ctx.onlineAmong([userId])).has(userId)
  }
}

/** Nobody answered in time: missed for both, and the line says so. */
export async function endUnanswered(ctx: CallContext, callId: string) {
  try {
    const ended = await markMatchCallEnded(ctx.db, callId, { onlyRinging: true })
    if (!ended) return
    // The line first: whoever hears call-end and reloads the chat finds it there.
    try {
      await writeCallLine(ctx, ended, 'missed')
    } finally {
      announceMatchCallEnded(ctx, ended, 'missed')
    }
  } catch (error) {
    ctx.log.warn({ err: error, callId }, 'ending an unanswered call failed; the sweep will')
  }
}

/** A call the server ended (timeout, sweep, unmatch, block): both people hear `call-end`. */
export function announceMatchCallEnded(
  ctx: CallContext,
  ended: { callId: string; matchId: string; callerId: string; peerId: string },
  reason: NonNullable<CallSignal['reason']>,
) {
  relayTo(ctx, [ended.callerId, ended.peerId], 'call-end', {
    matchId: ended.matchId,
    callId: ended.callId,
    reason,
    fromUserId: ended.callerId,
  })
}

const scopeOf = (signal: MatchSignal) => ({ matchId: signal.matchId, callId: signal.callId })

function relayTo(ctx: CallContext, userIds: string[], event: CallEvent, signal: ReceivedCallSignal) {
  ctx.io.to(userIds.map(rooms.user)).emit(event, signal)
}
