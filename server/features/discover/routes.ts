import { NEXT_CURSOR_HEADER } from '@shared/http'
import { type DiscoverCard, discoverCardSchema, discoverQuerySchema } from '@shared/schemas/discover'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import type { CardJson } from './card-cache'
import { findRankedPage } from './matching/ranked-deck'
import { type DiscoverPage, findDemoProfiles } from './service'

const schema = { querystring: discoverQuerySchema, response: { 200: z.array(discoverCardSchema) } }
// The response schema documents the cards; they arrive already serialized from the card cache (typed
// columns through toCard), so a page is their JSON joined, neither re-checked nor re-serialized.
const serializerCompiler = () => (cards: CardJson[]) => `[${cards.join(',')}]`

// The body stays the plain array of docs/product.md §7; the way to the next page travels in a header.
const withCursor = (reply: { header: (name: string, value: string) => unknown }, page: DiscoverPage) => {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor)
  // Typed as the cards they are; serializerCompiler above joins their JSON.
  return page.cards as unknown as DiscoverCard[]
}

/** The discover stack, for members. */
export const discoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profiles/discover', { schema, serializerCompiler }, async (request, reply) =>
    withCursor(
      reply,
      await findRankedPage({
        db: app.db,
        userId: requestUser(request).id,
        query: request.query,
        ratesMaxAgeMs: app.config.matchingRefreshMs,
        dealCacheMs: app.config.discoverDealCacheMs,
        sharedTopMs: app.config.discoverSharedTopMs,
      }),
    ),
  )
}

/** Preview mode (docs/product.md §2): no sign-in, demo people only. */
export const demoDiscoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profiles/discover/demo', { schema, serializerCompiler }, async (request, reply) =>
    withCursor(reply, await findDemoProfiles({ db: app.db, query: request.query })),
  )
}
