import type { CallLog } from '@shared/schemas/calls'
import { sendMessage } from '../messages'
import type { CallContext } from './context'
import type { EndedMatchCall } from './match-calls'

/** Why a 1:1 call ended, as far as its line cares: the callee said no, or it simply never connected. */
export type RingEnd = 'declined' | 'missed'

/**
 * What the call leaves in its conversation: "Declined video call" when the callee said no, "Missed video
 * call" for any other call never answered (timed out, cancelled by the caller, failed, callee busy), else
 * its length.
 */
export function callLogOf(ended: Pick<EndedMatchCall, 'seconds'>, ringEnd: RingEnd): CallLog {
  if (ended.seconds !== null) return { outcome: 'ended', seconds: Math.max(0, ended.seconds) }
  return { outcome: ringEnd }
}

/** The English line, for previews and notifications; clients show `message.call` in their language. */
export function callLogText(log: CallLog) {
  if (log.outcome === 'missed') return 'Missed video call'
  if (log.outcome === 'declined') return 'Declined video call'
  return `Video call, ${Math.max(1, Math.round((log.seconds ?? 0) / 60))} min`
}

/**
 * Stores the line as a message from the caller, through the one flow of a 1:1 message: broadcast to the
 * conversation, unread and notified for the callee, the list's last message. A line that cannot be
 * written (the pair blocked each other meanwhile) is left out: nobody could read it.
 */
export async function writeCallLine(ctx: CallContext, ended: EndedMatchCall, ringEnd: RingEnd) {
  if (!ended.conversationId) return
  const call = callLogOf(ended, ringEnd)
  try {
    await sendMessage({
      db: ctx.db,
      io: ctx.io,
      flush: ctx.flush,
      activity: ctx.activity,
      userId: ended.callerId,
      conversationId: ended.conversationId,
      content: callLogText(call),
      call,
    })
  } catch (error) {
    ctx.log.warn({ err: error, callId: ended.callId }, 'call line not written')
  }
}
