import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * Routes that share who may call them, registered together in an encapsulated plugin whose one
 * preHandler hook checks the caller (as fastify/demo's autohooks do per folder). The routes inside read
 * the caller with requestUser(request) and never check again. The hook runs before a route's own
 * preHandlers, so a refused caller spends no budget.
 */
export const routeGroup =
  (guard: (request: FastifyRequest) => Promise<void>, routes: FastifyPluginAsyncZod[]) =>
  async (group: FastifyInstance) => {
    group.addHook('preHandler', guard)
    for (const plugin of routes) await group.register(plugin)
  }
