import { ERRORS, errorText } from '@shared/error-codes'
import { CALL_SIGNAL_MAX_BYTES } from '@shared/limits'
import { callSignalSchema } from '@shared/schemas/calls'
import { CALL_EVENTS } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { badRequest, HttpError } from '../../lib/http-error'
import { handle, inSendOrder } from '../../realtime/handle'
import type { RealtimeSocket } from '../../realtime/types'
import type { CallContext } from './context'
import { signalMatchCall } from './one-to-one'
import { joinTeamCallAndAnnounce, signalTeamCall } from './team-signals'

const callJoinSchema = z.object({ teamId: z.string().min(1).max(100) })

/**
 * Call signalling (docs/decisions/018): every signal is bounded in size, parsed, paid for from the person's
 * budget, then handed to its 1:1 or team flow, which relays it only between the people of that call.
 * A socket's signals are relayed in the order it sent them: an offer overtaken by its own ICE candidates
 * finds no connection for them at the other end, and a pair that lost them all never connects.
 */
export function registerCallHandlers(app: FastifyInstance, socket: RealtimeSocket, context: CallContext) {
  const { userId } = socket.data
  // A flood waits its turn here as it waited on the budget before: each signal still spends one unit of
  // the person's budget first, and past it is refused with 429.
  const inOrder = inSendOrder()
  for (const event of CALL_EVENTS) {
    handle(
      app,
      socket,
      event,
      inOrder(async (payload) => {
        const signal = parseSignal(payload)
        await app.budgets.spend('callSignals', userId)
        if (signal.teamId !== undefined)
          return signalTeamCall(context, event, { ...signal, teamId: signal.teamId }, userId)
        return signalMatchCall(
          context,
          event,
          { ...signal, matchId: signal.matchId },
          { userId, socketId: socket.id },
        )
      }),
    )
  }
  handle(
    app,
    socket,
    'call-join',
    inOrder(async (payload) => {
      const parsed = callJoinSchema.safeParse(payload)
      if (!parsed.success) throw badRequest(ERRORS.team_id_required)
      await app.budgets.spend('callSignals', userId)
      return joinTeamCallAndAnnounce(context, { teamId: parsed.data.teamId, userId })
    }),
  )
}

function parseSignal(payload: unknown) {
  if (typeof payload !== 'object' || payload === null) throw badRequest(ERRORS.call_scope_required)
  // An SDP or ICE payload is a few kilobytes; a bigger one would only load the other person.
  if (Buffer.byteLength(JSON.stringify(payload)) > CALL_SIGNAL_MAX_BYTES) {
    throw new HttpError(413, errorText('call_signal_too_large', { kb: CALL_SIGNAL_MAX_BYTES / 1024 }))
  }
  // Unknown keys are dropped: a sender cannot slip `fromUserId` or `caller` past the server.
  const parsed = callSignalSchema.safeParse(payload)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  if (issue.path.length === 0) throw badRequest(ERRORS.call_scope_required)
  throw badRequest(ERRORS.invalid_input, issue.path.join('.'))
}
