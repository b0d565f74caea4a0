import type { Ack } from '@shared/socket-events'
import { findInvalidText, INVALID_TEXT_MESSAGE } from '@shared/text-rules'
import type { FastifyInstance } from 'fastify'
import { badRequest, HttpError } from '../lib/http-error'
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
        const field = findInvalidText(payload)
        if (field !== undefined) throw badRequest(`${field || 'The event'} ${INVALID_TEXT_MESSAGE}`)
        const data = await handler(payload)
        reply?.({ ok: true, data: data ?? null })
      } catch (error) {
        const failure =
          error instanceof HttpError
            ? { status: error.statusCode, message: error.message }
            : { status: 500, message: 'Something went wrong on our side. Please try again.' }
        if (failure.status >= 500) app.log.error({ err: error, event }, 'socket event failed')
        if (reply) reply({ ok: false, ...failure })
        else socket.emit('error', { event, ...failure })
      }
    }) as never,
  )
}

export const idOf = (payload: unknown, name: string) => {
  if (typeof payload !== 'string' || !payload) throw badRequest(`${name} is required`)
  return payload
}
