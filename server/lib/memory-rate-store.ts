import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { LRUCache } from 'lru-cache'

interface Window {
  count: number
  endsAt: number
}

/**
 * @fastify/rate-limit's counters in this process's memory (without REDIS_URL), one fixed window per key.
 * The plugin's own LocalStore hands every caller the same mutable counter object, so calls made in the
 * same tick (a socket flood) all read the count as it is after the last of them; each answer here is
 * its own copy, taken at its own increment.
 */
export class MemoryRateStore implements FastifyRateLimitStore {
  private readonly windows = new LRUCache<string, Window>({ max: 100_000 })

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    const now = Date.now()
    let window = this.windows.get(key)
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow }
      this.windows.set(key, window)
    }
    window.count++
    callback(null, { current: window.count, ttl: window.endsAt - now })
  }

  child(): FastifyRateLimitStore {
    return new MemoryRateStore()
  }
}
