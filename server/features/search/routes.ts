import { NEXT_CURSOR_HEADER } from '@shared/http'
import { type SearchResults, searchQuerySchema, searchResponseSchema } from '@shared/schemas/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchOneKind, searchTop } from './service'

/**
 * GET /api/search, for members and visitors alike: each finds what they may open (visitors the demo
 * people and public projects). Every search spends the caller's search budget (per person, or per
 * address for visitors), so walking the directory by search meets a 429.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      preHandler: app.budgets.guard('searches'),
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null
      const { query } = request
      if (!query.kind) return searchTop({ db: app.db, viewerId, q: query.q })
      const { items, nextCursor } = await searchOneKind({ db: app.db, viewerId, kind: query.kind, query })
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor)
      // One kind's items: the union of the three answers, whichever `kind` asked for.
      return { items } as SearchResults
    },
  )
}
