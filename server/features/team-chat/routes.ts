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
import { pushStoredNotifications } from '../notifications/push'
import { listTeamMessages, markTeamChatRead, storeTeamMessage } from './service'

const params = z.object({ id: z.string() })
const teamChatReadSchema = z.object({ teamId: z.string(), readAt: z.string() })

export const teamChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, io } = app

  app.get(
    '/api/teams/:id/chat',
    {
      preHandler: app.requireUser,
      schema: { params, querystring: messagePageQuerySchema, response: { 200: teamChatSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id
      const teamId = request.params.id
      const page = await listTeamMessages({ db, userId, teamId, ...request.query })
      // Opening a team chat (its newest page) reads it.
      if (request.query.before === undefined) await markTeamChatRead({ db, userId, teamId })
      return page
    },
  )

  app.post(
    '/api/teams/:id/chat/read',
    { preHandler: app.requireUser, schema: { params, response: { 200: teamChatReadSchema } } },
    async (request) => markTeamChatRead({ db, userId: currentUser(request).id, teamId: request.params.id }),
  )

  app.post(
    '/api/teams/:id/chat',
    {
      preHandler: app.requireUser,
      config: messageRateLimit(app),
      schema: { params, body: sendTeamMessageSchema, response: { 201: teamMessageSchema } },
    },
    async (request, reply) => {
      const { message, notificationIds } = await storeTeamMessage({
        db,
        sender: currentUser(request),
        teamId: request.params.id,
        content: request.body.content,
      })
      broadcastTeamMessage(io, message)
      void pushStoredNotifications(app, notificationIds)
      return reply.code(201).send(message)
    },
  )
}
