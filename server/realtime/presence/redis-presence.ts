import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { closeRedis, createRedis, redisReady } from '../../lib/redis'
import type { PresenceStore } from './presence-store'

const userKey = (userId: string) => `bubbles:presence:user:${userId}`
// Every person someone holds a socket for, scored by when the last of those claims runs out.
const EXPIRY_KEY = 'bubbles:presence:expiry'
const SWEEP_BATCH = 200

/**
 * Presence shared by every instance through Redis. Per person, a sorted set of the instances holding
 * a socket of theirs, each scored by when its claim expires; an instance renews its claims every third
 * of `ttlMs`. An instance that dies stops renewing, so its people count as offline at most `ttlMs`
 * later, and the sweep (every instance runs one; Redis's ZREM picks one winner) announces it through
 * `onExpired`.
 */
export async function createRedisPresence({
  url,
  ttlMs,
  log,
  onExpired,
}: {
  url: string
  ttlMs: number
  log: FastifyBaseLogger
  onExpired: (userId: string) => void
}): Promise<PresenceStore> {
  // Commands wait out an outage: a heartbeat or an arrival is sent when Redis is back.
  const { client, health } = createRedis({ url, name: 'presence', log, whileDown: 'wait' })
  await redisReady(client)
  const instance = randomUUID()
  const local = new Map<string, number>()

  const claim = async (userIds: string[]) => {
    if (userIds.length === 0) return
    const expiry = Date.now() + ttlMs
    const multi = client.multi()
    for (const userId of userIds) {
      multi.zadd(userKey(userId), expiry, instance)
      multi.pexpire(userKey(userId), ttlMs * 2)
      multi.zadd(EXPIRY_KEY, 'GT', expiry, userId)
    }
    await multi.exec()
  }
  const isLive = async (userId: string) => (await client.zcount(userKey(userId), Date.now(), '+inf')) > 0

  // Batch after batch until none is left: a dead instance may have held thousands of people.
  const sweep = async () => {
    for (let offset = 0; ; ) {
      const expired = await client.zrangebyscore(EXPIRY_KEY, 0, Date.now(), 'LIMIT', offset, SWEEP_BATCH)
      for (const userId of expired) {
        // Renewed meanwhile: it stays in the set with its new score, past the range read next.
        if (await isLive(userId)) offset++
        else if ((await client.zrem(EXPIRY_KEY, userId)) === 1) onExpired(userId)
      }
      if (expired.length < SWEEP_BATCH) return
    }
  }
  const every = (ms: number, task: () => Promise<void>, what: string) =>
    setInterval(() => {
      task().catch((error) => {
        // An outage is logged once, by watchRedis, not by every heartbeat that fails during it.
        if (!health.down) log.warn({ err: error }, `presence ${what} failed`)
      })
    }, ms)
  const timers = [
    every(ttlMs / 3, () => claim([...local.keys()]), 'heartbeat'),
    every(ttlMs / 3, sweep, 'sweep'),
  ]
  for (const timer of timers) timer.unref()

  return {
    async connect(userId) {
      const count = local.get(userId) ?? 0
      local.set(userId, count + 1)
      if (count > 0) return false
      const wasOnline = await isLive(userId)
      await claim([userId])
      return !wasOnline
    },
    async disconnect(userId) {
      const count = local.get(userId) ?? 0
      if (count > 1) {
        local.set(userId, count - 1)
        return false
      }
      if (count === 0) return false
      local.delete(userId)
      await client.zrem(userKey(userId), instance)
      if (await isLive(userId)) return false
      await client.zrem(EXPIRY_KEY, userId)
      return true
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set()
      const now = Date.now()
      const multi = client.multi()
      for (const userId of userIds) multi.zcount(userKey(userId), now, '+inf')
      // One [error, count] per command; a failed one fails the question, as a failed EXEC does.
      const counts = ((await multi.exec()) ?? []).map(([error, count]) => {
        if (error) throw error
        return count as number
      })
      return new Set(userIds.filter((_, i) => counts[i]! > 0))
    },
    async close() {
      for (const timer of timers) clearInterval(timer)
      await closeRedis(client)
    },
  }
}
