import { type BudgetName, budgetMessage } from '@shared/limits'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './http-error'

/**
 * Route config for one of the budgets of shared/limits.ts: counted per person (many people may share
 * an address), each budget on its own counter. A refusal is 429 with Retry-After (set by
 * @fastify/rate-limit) and a message that says how long to wait.
 */
export const budget = (app: FastifyInstance, name: BudgetName) => {
  const { max, windowMs } = app.config.budgets[name]
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, budgetMessage(name, context.ttl / 1000)),
    },
  }
}
