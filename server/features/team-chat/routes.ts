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
import { broadcastTeamMessage, nudgeUnread } from '../../realtime/broadcast'
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
      if (request.query.before === undefined) {
        await markTeamChatRead({ db, userId, teamId })
        nudgeUnread(io, [userId])
      }
      return page
    },
  )

  app.post(
    '/api/teams/:id/chat/read',
    { preHandler: app.requireUser, schema: { params, response: { 200: teamChatReadSchema } } },
    async (request) => {
      const userId = currentUser(request).id
      const read = await markTeamChatRead({ db, userId, teamId: request.params.id })
      // The reader's other tabs drop their badges too.
      nudgeUnread(io, [userId])
      return read
    },
  )

  app.post(
    '/api/teams/:id/chat',
    {
      preHandler: app.requireUser,
      config: messageRateLimit(app),
      schema: { params, body: sendTeamMessageSchema, response: { 201: teamMessageSchema } },
    },
    async (request, reply) => {
      const sender = currentUser(request)
      const { message, notificationIds, memberIds } = await storeTeamMessage({
        db,
        sender,
        teamId: request.params.id,
        content: request.body.content,
      })
      broadcastTeamMessage(io, message)
      // Members told by a notification refetch their counts from it; the others get a bare nudge.
      void pushStoredNotifications(app, notificationIds).then((notified) =>
        nudgeUnread(
          io,
          memberIds.filter((id) => id !== sender.id && !notified.has(id)),
        ),
      )
      return reply.code(201).send(message)
    },
  )
}
