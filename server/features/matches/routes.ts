import { matchListSchema } from '@shared/schemas/chat'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth-guard'
import { listMatches } from './service'

export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matches',
    { preHandler: app.requireUser, schema: { response: { 200: matchListSchema } } },
    async (request) =>
      listMatches({ db: app.db, userId: currentUser(request).id, onlineAmong: app.presence.onlineAmong }),
  )
}
