import { matchListSchema } from '@shared/schemas/chat'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { broadcastMatchEnded } from '../../realtime/broadcast'
import { listMatches } from './service'
import { unmatch } from './unmatch'

export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/matches', { schema: { response: { 200: matchListSchema } } }, async (request) =>
    listMatches({ db: app.db, userId: requestUser(request).id, onlineAmong: app.presence.onlineAmong }),
  )

  app.delete(
    '/api/matches/:matchId',
    { schema: { params: z.object({ matchId: z.string() }) } },
    async (request, reply) => {
      const userId = requestUser(request).id
      const ended = await unmatch({ db: app.db, userId, matchId: request.params.matchId })
      broadcastMatchEnded(
        app.io,
        { matchId: ended.matchId, conversationId: ended.conversationId, reason: 'unmatched' },
        [userId, ended.otherUserId],
      )
      app.calls.announceMatchCallsGone({
        matchId: ended.matchId,
        calls: ended.liveCalls,
        userIds: [userId, ended.otherUserId],
      })
      return reply.code(204).send()
    },
  )
}
