import rateLimit from '@fastify/rate-limit'
import { budgetError, budgetMessage } from '@shared/budget-errors'
import { type BudgetName, SOCKET_BUDGETS, type SocketBudgetName } from '@shared/limits'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { redisStoreWithFallback } from '../lib/fallback-rate-store'
import { HttpError } from '../lib/http-error'
import { MemoryRateStore } from '../lib/memory-rate-store'
import { createRedis } from '../lib/redis'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What one person may do per window (shared/limits.ts BUDGETS): one counter per budget and person,
     * whichever route or socket event spends it, on every instance (in Redis with REDIS_URL). The
     * ephemeral socket events' budgets (SOCKET_BUDGETS), per socket, are counted in the same store.
     */
    budgets: {
      /** A route's preHandler: spends one unit of the caller's budget, or refuses with 429 and Retry-After. */
      guard: (name: BudgetName) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
      /** The same for a socket event: spends one unit of this person's budget or throws the 429. */
      spend: (name: BudgetName, userId: string) => Promise<void>
      /**
       * Spends one unit of a socket event's budget (shared/limits.ts SOCKET_BUDGETS) for `key`, in the
       * same store: whether it was within the budget. The caller words the refusal.
       */
      allow: (name: SocketBudgetName, key: string) => Promise<boolean>
    }
  }
}

/**
 * @fastify/rate-limit, with its Redis store when REDIS_URL is set: a person has one budget across
 * instances and restarts. This plugin's store counts every limit, the sign-in limits included (routes'
 * `config.rateLimit`). While Redis is unreachable each instance counts in its own memory instead, with
 * the same limits (lib/fallback-rate-store.ts): never unlimited, and never refusing everything either.
 * Commands fail at once (no offline queue, a short timeout) instead of holding every request until
 * Redis returns.
 */
export const rateBudgets = fp(async (app: FastifyInstance) => {
  const { redisUrl, rateLimitPrefix, budgets } = app.config
  const redis = redisUrl
    ? createRedis({
        url: redisUrl,
        name: 'rate limits',
        log: app.log,
        whileDown: 'fail',
        meanwhile: "rate limits are counted in this instance's memory until it is back",
      }).client
    : undefined
  await app.register(rateLimit, {
    global: false,
    // The store never fails (see above); an error all the same refuses the request rather than let it
    // through uncounted.
    skipOnError: false,
    store: redis ? redisStoreWithFallback(redis, rateLimitPrefix) : MemoryRateStore,
  })

  // The socket events' budgets are not in the config: they are per socket, which no test's factories
  // spend, so there is nothing to raise for tests.
  const windows: Record<BudgetName | SocketBudgetName, { max: number; windowMs: number }> = {
    ...budgets,
    ...SOCKET_BUDGETS,
  }
  const limiters = new Map(
    (Object.keys(windows) as (keyof typeof windows)[]).map((name) => [
      name,
      app.createRateLimit({
        max: windows[name].max,
        timeWindow: windows[name].windowMs,
        // Per person, not per address: many people may share one (an office, a mobile carrier).
        keyGenerator: (request) => `${name}:${request.user?.id ?? request.ip}`,
      }),
    ]),
  )
  // The limiter reads only what the key is made of (and the route's config, which a socket has none of).
  const requestFor = (key: string) =>
    ({ user: { id: key }, ip: '', routeOptions: { config: {} } }) as unknown as FastifyRequest
  const spend = async (name: BudgetName, request: FastifyRequest) => {
    const limit = await limiters.get(name)!(request)
    if (limit.isAllowed || !limit.isExceeded) return

    const seconds = Math.max(1, limit.ttlInSeconds)
    throw new HttpError(
      429,
      budgetMessage(name, seconds),
      undefined,
      { 'retry-after': String(seconds) },
      budgetError(name, seconds),
    )
  }

  app.decorate('budgets', {
    guard: (name: BudgetName) => async (request: FastifyRequest) => spend(name, request),
    spend: (name: BudgetName, userId: string) => spend(name, requestFor(userId)),
    allow: async (name: SocketBudgetName, key: string) => {
      const limit = await limiters.get(name)!(requestFor(key))
      return limit.isAllowed || !limit.isExceeded
    },
  })
  app.addHook('onClose', async () => {
    redis?.disconnect()
  })
})
