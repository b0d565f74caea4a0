import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import type { RealtimeServer } from './types'

/**
 * Several app instances share rooms through Redis pub/sub: an event emitted on one instance reaches
 * the sockets of every instance. Returns the function that closes both connections.
 */
export async function attachRedisAdapter(io: RealtimeServer, url: string, log: FastifyBaseLogger) {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) client.on('error', (error) => log.error({ err: error }, 'redis error'))
  await Promise.all([pub.connect(), sub.connect()])
  io.adapter(createAdapter(pub, sub))
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()])
  }
}
