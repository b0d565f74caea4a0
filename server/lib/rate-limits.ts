import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config'

/**
 * The per-address and per-person limits routes use, in one place (a route's `config`). Budgets a person
 * spends across routes and socket events are another thing: plugins/rate-budgets.ts.
 */

/**
 * Per address: signing in, password checks and resets, unsubscribing. Whatever can be guessed at or
 * costs a database write without an account behind it.
 */
export const signInLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimits.signIn, timeWindow: '1 minute' } satisfies RateLimitOptions,
})

/** Per person rather than per address: re-encoding is the costly part, and people share addresses. */
export const uploadLimit = (config: Config) => ({
  rateLimit: {
    max: config.rateLimits.uploads,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  } satisfies RateLimitOptions,
})

/**
 * Requests no route answers, per address: the SPA's deep links (index.html from memory) and every
 * probe for a path that does not exist. Far above what a person clicking through pages does.
 */
export const NOT_FOUND_PER_MINUTE = 300
export const notFoundLimit: RateLimitOptions = { max: NOT_FOUND_PER_MINUTE, timeWindow: '1 minute' }
