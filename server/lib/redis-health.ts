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
 * have been missed.
 */
export function watchRedis(
  client: EventEmitter,
  name: string,
  log: FastifyBaseLogger,
  onBack?: () => void,
): RedisHealth {
  let down = false
  let since = 0
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    since = Date.now()
    log.warn({ err: error }, `Redis unreachable (${name}); this instance carries on with what it has locally`)
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
