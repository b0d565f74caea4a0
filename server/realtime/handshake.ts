import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { ERRORS } from '@shared/error-codes'
import type { HandshakeRefusal } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import { isAllowedOrigin } from '../plugins/origin-check'
import { SESSION_COOKIE } from '../plugins/session'
import type { RealtimeServer } from './types'

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

/**
 * A refused handshake, saying whether to try again (shared/socket-events.ts): the browser stays
 * disconnected after any refusal unless it connects again itself.
 */
const refusal = (code: HandshakeRefusal['code'], retry: boolean) =>
  Object.assign(new Error(ERRORS[code]), { data: { code, retry } satisfies HandshakeRefusal })

/** The session cookie of the handshake decides who the socket is; no session, no connection. */
export function authenticateSockets(app: FastifyInstance, io: RealtimeServer) {
  // While the database is away every page retries its handshake: the failure is logged once, not for
  // each of them, and again only after a lookup has worked in between.
  let failing = false
  io.use(async (socket, next) => {
    let found: Awaited<ReturnType<FastifyInstance['findSession']>>
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '')
      found = await app.findSession(cookies[SESSION_COOKIE])
      failing = false
    } catch (error) {
      if (!failing) app.log.error({ err: error }, 'socket handshake failed; clients will retry')
      failing = true
      // Not the person's fault (a reconnect during a database outage, the session not
      // cached): "try again", or the page would stay deaf until a reload.
      return next(refusal('server_error', true))
    }
    // Only the database's own "no such session" signs the person out.
    if (!found) return next(refusal('unauthorized', false))
    socket.data.userId = found.user.id
    socket.data.sessionId = found.sessionId
    next()
  })
}
