import { rooms } from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Server } from 'socket.io'
import { coalesceWrites } from './coalesce-writes'
import { allowSameOrigin, authenticateSockets } from './handshake'
import { attachPresence, type Presence } from './presence'
import { startSocketRecheck } from './recheck'
import { attachRedisAdapter } from './redis-adapter'
import type { PresenceAudience, RealtimeServer, SocketFeature } from './types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server, for routes that broadcast what they stored. */
    io: RealtimeServer
    /** Who is online, on every instance. */
    presence: Presence
    /**
     * Resolves once everything this instance broadcast so far has left it (reached Redis), so an answer
     * sent after it can never acknowledge a message whose broadcast dies with the instance.
     */
    flushBroadcasts: () => Promise<void>
    /** With REDIS_URL: resolves when the adapter's Redis answers, rejects when it does not (readiness). */
    pingRedis: (() => Promise<void>) | undefined
  }
}

export interface RealtimeOptions {
  /** Each feature's socket events (`features/<x>/socket.ts`), registered in this order. */
  features: SocketFeature[]
  presenceAudience: PresenceAudience
}

/**
 * Socket.IO on the app's own HTTP server (same origin, same port). With REDIS_URL, rooms span every
 * instance through the Redis adapter. This is the transport only: the events are the features' own,
 * handed in by the composition root (app.ts), so this folder imports no feature.
 */
export const realtime = fp(async (app: FastifyInstance, { features, presenceAudience }: RealtimeOptions) => {
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    allowRequest: allowSameOrigin(app),
    // A chat message is at most 4,000 characters; call signalling (SDP) a few kilobytes.
    maxHttpBufferSize: 64 * 1024,
  })
  app.decorate('io', io)
  coalesceWrites(io)
  const redis = app.config.redisUrl ? await attachRedisAdapter(io, app.config.redisUrl, app.log) : undefined
  const closeRedis = redis?.close
  // Without Redis a broadcast is delivered before emit returns.
  app.decorate('flushBroadcasts', redis?.flush ?? (async () => {}))
  app.decorate('pingRedis', redis?.ping)

  authenticateSockets(app, io)
  const presence = await attachPresence(app, io, presenceAudience)
  app.decorate('presence', presence)
  const setups = features.map((feature) => feature(app, io))
  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data
    // These rooms let logout and account deletion reach the socket from any instance.
    socket.join([rooms.user(userId), rooms.session(sessionId)])
    for (const setup of setups) setup.connect?.(socket)
  })
  const stopRecheck = startSocketRecheck(
    app,
    io,
    setups.flatMap((setup) => setup.rooms ?? []),
  )

  // A session that ends takes its live connections with it, on whichever instance they are.
  app.sessionEvents.on('session', (sessionId) => io.in(rooms.session(sessionId)).disconnectSockets(true))
  app.sessionEvents.on('user', (userId) => io.in(rooms.user(userId)).disconnectSockets(true))
  // ...and every other instance stops trusting it at once, rather than when its cached copy runs out.
  if (closeRedis) {
    app.sessionEvents.on('session', (sessionId) => io.serverSideEmit('sessionEnded', sessionId))
    app.sessionEvents.on('user', (userId) => io.serverSideEmit('userSessionsEnded', userId))
    io.on('sessionEnded', (sessionId) => app.sessionCache.forgetSession(sessionId))
    io.on('userSessionsEnded', (userId) => app.sessionCache.forgetUser(userId))
  }
  // A new sign-in shows in the person's open sessions lists; their own room only, on every instance.
  app.sessionEvents.on('started', (userId) => io.to(rooms.user(userId)).emit('sessions-changed'))

  // Open WebSockets would keep the HTTP server from closing: end this instance's before it does. Their
  // transports are closed rather than the sockets disconnected: a client told "server disconnect" stays
  // away for good, one whose connection dropped reconnects (to another instance behind the proxy, or to
  // this one restarted) and catches up, which is what a shutdown or a rolling restart wants (docs/decisions/050).
  app.addHook('preClose', async () => {
    stopRecheck()
    for (const setup of setups) await setup.stop?.()
    io.engine.close()
  })
  app.addHook('onClose', async () => {
    await presence.close()
    // Closing the Redis connections ends the adapter's subscriptions; its own close() only sends
    // unsubscribes it never awaits, which a connection dropped during an outage would reject unheard.
    if (closeRedis) await closeRedis()
    else await io.of('/').adapter.close()
  })
})
