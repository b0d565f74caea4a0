import type { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'

export interface RedisHealth {
  /** Whether the connection is lost now (between its first error and its next ready). */
  readonly down: boolean
}

/**
 * Watches one Redis connection (node-redis or ioredis: both emit `error` and `ready`) and logs an
 * outage once when it starts and once when it ends, not on every failed reconnect or command.
 * `onBack` runs when the connection is ready again after a loss: whatever crossed Redis meanwhile may
 * have been missed. `meanwhile` says in the outage's line what this instance does without it.
 */
export function watchRedis(
  client: EventEmitter,
  name: string,
  log: FastifyBaseLogger,
  {
    onBack,
    meanwhile = 'this instance carries on with what it has locally',
  }: { onBack?: () => void; meanwhile?: string } = {},
): RedisHealth {
  let down = false
  let since = 0
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    since = Date.now()
    log.warn({ err: error }, `Redis unreachable (${name}); ${meanwhile}`)
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log.info({ downMs: Date.now() - since }, `Redis is back (${name})`)
    onBack?.()
  })
  return {
    get down() {
      return down
    },
  }
}

interface ClosableRedis {
  isReady: boolean
  close: () => Promise<unknown>
  destroy: () => void
}

/** How long a clean close may wait for Redis before the connection is simply dropped. */
const CLOSE_WAIT_MS = 2000

/**
 * Closes a node-redis connection: cleanly (pending replies first) when Redis answers, at once when it
 * does not, so an instance shutting down during an outage never hangs on a queue that cannot drain.
 */
export async function closeRedis(client: ClosableRedis) {
  if (!client.isReady) return client.destroy()
  const timedOut = await Promise.race([
    // Dropping the connection rejects the close still waiting: that is the expected end, not an error.
    client.close().then(
      () => false,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), CLOSE_WAIT_MS).unref()),
  ])
  if (timedOut) client.destroy()
}

/** Waits for `work`, but no longer than a clean close may (an outage would keep it waiting forever). */
export const atMostCloseWait = (work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())])
