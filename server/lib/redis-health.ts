import type { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'

export interface RedisHealth {
  /** Whether the connection is lost now (between its first error and its next ready). */
  readonly down: boolean
}

/**
 * Watches one Redis connection (lib/redis.ts makes them all) and logs an outage once when it starts
 * and once when it ends, not on every failed reconnect or command.
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
