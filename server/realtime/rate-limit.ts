import type { SocketBudgetName } from '@shared/limits'
import type { FastifyInstance } from 'fastify'

/**
 * A socket event's budget (shared/limits.ts SOCKET_BUDGETS), keyed by what the caller passes (a socket's
 * id). It has no counter of its own: it spends the store every other budget spends (plugins/rate-budgets.ts),
 * so the count is in Redis with REDIS_URL and in this instance's memory while Redis is away (decision
 * 043-limits-without-redis). Resolves to whether the event is within the budget.
 */
export function createUserRateLimiter(app: Pick<FastifyInstance, 'budgets'>, name: SocketBudgetName) {
  return (key: string): Promise<boolean> => app.budgets.allow(name, key)
}
