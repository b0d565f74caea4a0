// @fastify/rate-limit's Redis store, which the package uses itself but declares no types for; wrapped
// by fallback-rate-store.ts.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'
  import type { Redis } from 'ioredis'

  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore
  export default RedisStore
}
