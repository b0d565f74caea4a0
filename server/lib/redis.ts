import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { type RedisHealth, watchRedis } from './redis-health'

/**
 * Every Redis connection of the server, made here with one client library (ioredis, decision
 * 056-one-redis-client) and the same habits: it reconnects on its own, quickly at first and then every
 * two seconds or so, and logs an outage once when it starts and once when it ends (lib/redis-health.ts).
 *
 * What a command does while the connection is down is the one choice left to each user:
 * - `fail`: it fails at once (no offline queue, a 1 s timeout), for counters that have a fallback and
 *   must not hold a request until Redis returns (plugins/rate-budgets.ts);
 * - `wait`: it waits for the connection and is sent when it is back, for pub/sub and presence, whose
 *   users bound or tolerate the wait themselves (realtime/redis-adapter.ts, realtime/presence/).
 */
export type WhileDown = 'fail' | 'wait'

/** Doubling from 50 ms to 2 s, with some jitter so that a fleet does not reconnect in step. */
const retryStrategy = (attempt: number) => Math.min(2 ** attempt * 50, 2000) + Math.floor(Math.random() * 200)

export interface RedisConnection {
  client: Redis
  health: RedisHealth
}

export function createRedis({
  url,
  name,
  log,
  whileDown,
  onBack,
  meanwhile,
}: {
  url: string
  /** What the connection is for, in its log lines ("presence") and in Redis's CLIENT LIST. */
  name: string
  log: FastifyBaseLogger
  whileDown: WhileDown
  onBack?: () => void
  meanwhile?: string
}): RedisConnection {
  const client = new Redis(url, {
    connectionName: `bubbles-${name.replaceAll(' ', '-')}`,
    retryStrategy,
    ...(whileDown === 'fail'
      ? // A Redis that takes connections but does not answer counts as down too.
        { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 }
      : { enableOfflineQueue: true, maxRetriesPerRequest: null }),
  })
  const health = watchRedis(client, name, log, { onBack, meanwhile })
  return { client, health }
}

/**
 * Resolves once the connection is first ready (an instance that starts while Redis is away waits for
 * it, retrying, rather than start half-connected).
 */
export const redisReady = (client: Redis) =>
  client.status === 'ready'
    ? Promise.resolve()
    : new Promise<void>((resolve) => client.once('ready', () => resolve()))

/** How long a clean close may wait for Redis before the connection is simply dropped. */
const CLOSE_WAIT_MS = 2000

/**
 * Closes a connection: cleanly (pending replies first) when Redis answers, at once when it does not,
 * so an instance shutting down during an outage never hangs on a queue that cannot drain.
 */
export async function closeRedis(client: Redis) {
  if (client.status !== 'ready') return client.disconnect()
  const timedOut = await Promise.race([
    // Dropping the connection rejects the quit still waiting: that is the expected end, not an error.
    client.quit().then(
      () => false,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), CLOSE_WAIT_MS).unref()),
  ])
  if (timedOut) client.disconnect()
}

/** Waits for `work`, but no longer than a clean close may (an outage would keep it waiting forever). */
export const atMostCloseWait = (work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())])
