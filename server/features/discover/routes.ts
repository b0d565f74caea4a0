import { discoverCardSchema, discoverQuerySchema, NEXT_CURSOR_HEADER } from '@shared/schemas/discover'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../plugins/auth-guard'
import { type DiscoverPage, findDemoProfiles, findDiscoverProfiles } from './service'

const schema = { querystring: discoverQuerySchema, response: { 200: z.array(discoverCardSchema) } }
// The cards come from typed columns, so the response schema documents and types them (TypeScript checks
// the handler against it) without a run-time check of every field of every card: that check cost about a
// tenth of the route's CPU (bench/discover.ts).
const serializerCompiler = () => (data: unknown) => JSON.stringify(data)

export const discoverRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body stays the plain array of spec §7; the way to the next page travels in a header.
  const withCursor = (reply: { header: (name: string, value: string) => unknown }, page: DiscoverPage) => {
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return page.cards
  }

  app.get(
    '/api/profiles/discover',
    { preHandler: app.requireProfile, schema, serializerCompiler },
    async (request, reply) =>
      withCursor(
        reply,
        await findDiscoverProfiles({ db: app.db, userId: currentUser(request).id, query: request.query }),
      ),
  )

  // Preview mode (spec §2): no sign-in, demo people only.
  app.get('/api/profiles/discover/demo', { schema, serializerCompiler }, async (request, reply) =>
    withCursor(reply, await findDemoProfiles({ db: app.db, query: request.query })),
  )
}
