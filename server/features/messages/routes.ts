import {
  conversationSchema,
  messagePageQuerySchema,
  messageSchema,
  sendMessageSchema,
} from '@shared/schemas/chat'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageRateLimit } from '../../lib/message-rate-limit'
import { currentUser } from '../../plugins/auth-guard'
import { broadcastMessage } from '../../realtime/broadcast'
import { listConversationMessages, sendMessage } from './service'

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/conversations/:matchId/messages',
    {
      preHandler: app.requireUser,
      schema: {
        params: z.object({ matchId: z.string() }),
        querystring: messagePageQuerySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) =>
      listConversationMessages({
        db: app.db,
        userId: currentUser(request).id,
        matchId: request.params.matchId,
        ...request.query,
      }),
  )

  app.post(
    '/api/messages',
    {
      preHandler: app.requireUser,
      config: messageRateLimit(app),
      schema: { body: sendMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage({ db: app.db, userId: currentUser(request).id, ...request.body })
      broadcastMessage(app.io, message)
      return reply.code(201).send(message)
    },
  )
}
