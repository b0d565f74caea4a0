import {
  messagePageQuerySchema,
  sendTeamMessageSchema,
  teamChatSchema,
  teamMessageSchema,
} from '@shared/schemas/chat'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageRateLimit } from '../../lib/message-rate-limit'
import { currentUser } from '../../plugins/auth-guard'
import { broadcastTeamMessage } from '../../realtime/broadcast'
import { listTeamMessages, sendTeamMessage } from './service'

const params = z.object({ id: z.string() })

export const teamChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teams/:id/chat',
    {
      preHandler: app.requireUser,
      schema: { params, querystring: messagePageQuerySchema, response: { 200: teamChatSchema } },
    },
    async (request) =>
      listTeamMessages({
        db: app.db,
        userId: currentUser(request).id,
        teamId: request.params.id,
        ...request.query,
      }),
  )

  app.post(
    '/api/teams/:id/chat',
    {
      preHandler: app.requireUser,
      config: messageRateLimit(app),
      schema: { params, body: sendTeamMessageSchema, response: { 201: teamMessageSchema } },
    },
    async (request, reply) => {
      const message = await sendTeamMessage({
        db: app.db,
        sender: currentUser(request),
        teamId: request.params.id,
        content: request.body.content,
      })
      broadcastTeamMessage(app.io, message)
      return reply.code(201).send(message)
    },
  )
}
