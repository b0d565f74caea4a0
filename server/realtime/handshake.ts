import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance } from 'fastify'
import { isAllowedOrigin } from '../plugins/origin-check'
import { SESSION_COOKIE } from '../plugins/session'
import type { RealtimeServer } from './types'

export const SIGNED_OUT_MESSAGE = ERRORS.unauthorized

/**
 * Engine-level gate, before any Socket.IO packet: a browser page from another site may not open a
 * connection that carries our cookie (cross-site WebSocket hijacking).
 */
export const allowSameOrigin =
  (app: FastifyInstance) =>
  (request: IncomingMessage, callback: (error: string | null, ok: boolean) => void) => {
    // Behind a TLS-terminating proxy the browser's origin is https and matches PUBLIC_URL.
    const encrypted = (request.socket as TLSSocket).encrypted === true
    const requested = { protocol: encrypted ? 'https' : 'http', host: request.headers.host }
    const ok = isAllowedOrigin(request.headers.origin, requested, app.config.publicUrl)
    callback(ok ? null : 'Cross-site connection refused', ok)
  }

/** The session cookie of the handshake decides who the socket is; no session, no connection. */
export function authenticateSockets(app: FastifyInstance, io: RealtimeServer) {
  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '')
      const found = await app.findSession(cookies[SESSION_COOKIE])
      if (!found) return next(new Error(SIGNED_OUT_MESSAGE))
      socket.data.userId = found.user.id
      socket.data.sessionId = found.sessionId
      next()
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed')
      next(new Error(ERRORS.server_error))
    }
  })
}
