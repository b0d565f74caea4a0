import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { Redis } from 'ioredis'
import { MemoryRateStore } from './memory-rate-store'

type Incr = FastifyRateLimitStore['incr']
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0]

/**
 * Counts in Redis, so that every instance shares one count per key; while Redis cannot answer, in this
 * process's memory instead, with the same limits. An outage then allows at most (instances x limit),
 * never an unlimited number: skipping the count (skipOnError) let one address guess passwords and one
 * person create teams without end. The memory counts start from zero and are not carried
 * back to Redis: a window at most restarts once at each end of an outage.
 */
class FallbackRateStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>) {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result)
        // Logged once per outage by the connection's watcher (plugins/rate-budgets.ts), not per request.
        this.local.incr(key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  child(routeOptions: RouteOptions) {
    return new FallbackRateStore(this.shared.child(routeOptions), this.local.child(routeOptions))
  }
}

/** A store class for @fastify/rate-limit's `store` option: its own Redis store, with the fallback. */
export function redisStoreWithFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackRateStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new MemoryRateStore(),
      )
    }
  }
}
