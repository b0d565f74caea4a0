import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { closeRedis, createRedis, redisReady } from '../lib/redis'
import type { RealtimeServer } from './types'

/**
 * Several app instances share rooms through Redis pub/sub: an event emitted on one instance reaches
 * the sockets of every instance. While Redis is down each instance still delivers to its own sockets;
 * when its connections are back (lib/redis.ts reconnects them, and the subscriber re-subscribes),
 * every socket of every instance hears `resync`: what crossed Redis meanwhile may never have arrived,
 * so clients catch up from the last message they fetched. Returns `flush` (resolves once what was
 * broadcast so far has reached Redis) and `close`.
 */
const FLUSH_WAIT_MS = 1000
const QUEUE_MAX = 10_000
// Both connections come back within moments of each other: one resync for the pair.
const RESYNC_DEBOUNCE_MS = 250

export async function attachRedisAdapter(io: RealtimeServer, url: string, log: FastifyBaseLogger) {
  // Either connection back after a loss: this instance's publishes may not have reached the others, and
  // theirs may not have reached it, so every socket of every instance hears `resync` (once per loss,
  // however many of the connections come back).
  let resyncTimer: NodeJS.Timeout | undefined
  const resyncEveryone = () => {
    clearTimeout(resyncTimer)
    resyncTimer = setTimeout(() => io.emit('resync'), RESYNC_DEBOUNCE_MS)
    resyncTimer.unref()
  }
  // Two connections: one in subscriber mode can send nothing else. Both wait out an outage (the
  // subscriber re-subscribes when it is back, before anything else it sends).
  const connect = (name: string) => createRedis({ url, name, log, whileDown: 'wait', onBack: resyncEveryone })
  const { client: pub } = connect('realtime publish')
  const { client: sub } = connect('realtime subscribe')
  // While Redis is away publishes wait in the client's queue (and are sent when it returns); bounded, so a
  // long outage cannot take the instance's memory. Past it they are dropped: resync covers them.
  // The adapter publishes without awaiting: a publish lost to an outage (rejected when the connection
  // drops, or when it is closed on shutdown) must not become an unhandled rejection that ends the
  // process. The event already reached this instance's sockets; the others catch up after `resync`.
  let waiting = 0
  const publish = pub.publish.bind(pub)
  Object.defineProperty(pub, 'publish', {
    value: (...args: Parameters<typeof publish>) => {
      if (waiting >= QUEUE_MAX) return Promise.resolve(0)
      waiting++
      return publish(...args)
        .catch(() => 0)
        .finally(() => waiting--)
    },
  })
  await Promise.all([redisReady(pub), redisReady(sub)])
  io.adapter(createAdapter(pub, sub))
  return {
    // Redis answers one connection's commands in order: the PING's reply means every PUBLISH sent before
    // it was handed to the subscribers. During an outage there is nothing to wait for (resync covers it),
    // and a slow Redis holds a reply at most a second.
    flush: async () => {
      if (pub.status !== 'ready') return
      await Promise.race([
        pub.ping().catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS).unref()),
      ])
    },
    /** Readiness (docs/decisions/050): both connections up, and Redis answers. */
    ping: async () => {
      if (pub.status !== 'ready' || sub.status !== 'ready') throw new Error('Redis connection is down')
      await pub.ping()
    },
    close: async () => {
      await Promise.allSettled([closeRedis(pub), closeRedis(sub)])
    },
  }
}
