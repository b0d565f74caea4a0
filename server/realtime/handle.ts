import { ERRORS } from '@shared/error-codes'
import type { Ack } from '@shared/socket-events'
import { findInvalidText, invalidTextMessage } from '@shared/text-rules'
import type { FastifyInstance } from 'fastify'
import { badRequest, errorBody, HttpError } from '../lib/http-error'
import { refuseDeepNesting } from '../lib/payload-depth'
import type { RealtimeSocket } from './types'

type Handler = (payload: unknown) => Promise<unknown>

/**
 * Runs one event handler: its result goes back through the acknowledgement callback; a refusal goes
 * back the same way, or as an `error` event when the sender passed no callback. Never silent.
 */
export function handle(app: FastifyInstance, socket: RealtimeSocket, event: string, handler: Handler) {
  socket.on(
    event as never,
    (async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (response: Ack<unknown>) => void) : undefined
      try {
        refuseDeepNesting(payload, 'event')
        const field = findInvalidText(payload)
        if (field !== undefined) throw badRequest(invalidTextMessage(field, 'event'))
        const data = await handler(payload)
        reply?.({ ok: true, data: data ?? null })
      } catch (error) {
        // The same body as an HTTP refusal ({ message, code, params? }), with the status beside it.
        const failure =
          error instanceof HttpError
            ? {
                status: error.statusCode,
                ...errorBody(error.statusCode, error.message, { description: error.description }),
              }
            : { status: 500, ...errorBody(500, ERRORS.server_error) }
        if (failure.status >= 500) app.log.error({ err: error, event }, 'socket event failed')
        if (reply) reply({ ok: false, ...failure })
        else socket.emit('error', { event, ...failure })
      }
    }) as never,
  )
}

/**
 * Wraps handlers so that they run one after the other, each starting when the one before has settled:
 * what one socket sends through them is acted on, and relayed, in the order it was sent. Handlers
 * that await the database would otherwise finish in whatever order their queries came back.
 */
export function inSendOrder() {
  let previous: Promise<unknown> = Promise.resolve()
  return (handler: Handler): Handler =>
    (payload) => {
      const run = previous.then(() => handler(payload))
      previous = run.catch(() => {})
      return run
    }
}

/** The id an event names; `name` says which, for the refusal ("Conversation id is required"). */
export const idOf = (payload: unknown, name: 'conversation_id' | 'team_id' | 'match_id') => {
  if (typeof payload !== 'string' || !payload) throw badRequest(ERRORS[`${name}_required`])
  return payload
}

/**
 * A chat's two room events: `join` spends the room-join budget and asks the feature whether the person
 * may join (membership, blocks) before joining; `leave` leaves. Which room and who may join are the
 * feature's; the events' shape is the same for every chat.
 */
export function handleRoom(
  app: FastifyInstance,
  socket: RealtimeSocket,
  {
    join,
    leave,
    id,
    room,
    mayJoin,
  }: {
    join: string
    leave: string
    id: 'conversation_id' | 'team_id'
    room: (chatId: string) => string
    /** Throws the refusal (404, 403) when the person may not join. */
    mayJoin: (chatId: string) => Promise<unknown>
  },
) {
  const { userId } = socket.data
  handle(app, socket, join, async (payload) => {
    const chatId = idOf(payload, id)
    await app.budgets.spend('roomJoins', userId)
    await mayJoin(chatId)
    await socket.join(room(chatId))
  })
  handle(app, socket, leave, async (payload) => {
    await socket.leave(room(idOf(payload, id)))
  })
}
