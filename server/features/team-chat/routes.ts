import {
  messagePageQuerySchema,
  sendTeamMessageSchema,
  teamChatSchema,
  teamMessageSchema,
} from '@shared/schemas/chat'
import { chatSearchQuerySchema } from '@shared/schemas/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isNewestPage } from '../../db/chat-page'
import { requestUser } from '../../plugins/auth-guard'
import { nudgeUnread } from '../../realtime/broadcast'
import { sendTeamMessage } from './deliver'
import { searchTeamChat } from './search-team-chat'
import { listTeamMessages, markTeamChatRead } from './service'

const params = z.object({ id: z.string() })
const teamChatReadSchema = z.object({ teamId: z.string(), readAt: z.string() })

export const teamChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, io } = app

  app.get(
    '/api/teams/:id/chat',
    {
      schema: {
        params,
        querystring: messagePageQuerySchema.and(chatSearchQuerySchema),
        response: { 200: teamChatSchema },
      },
    },
    async (request) => {
      const userId = requestUser(request).id
      const teamId = request.params.id
      // `q`: a search of this team's chat (search-team-chat.ts), which reads nothing as read.
      const { q, ...pageQuery } = request.query
      if (q !== undefined) {
        await app.budgets.spend('searches', userId)
        return searchTeamChat({ db, userId, teamId, q, ...pageQuery })
      }
      const page = await listTeamMessages({ db, userId, teamId, ...pageQuery })
      // Opening a team chat (its newest page) reads it; older history and catch-up pages do not.
      if (isNewestPage(request.query)) {
        await markTeamChatRead({ db, userId, teamId })
        nudgeUnread(io, [userId])
      }
      return page
    },
  )

  app.post(
    '/api/teams/:id/chat/read',
    { schema: { params, response: { 200: teamChatReadSchema } } },
    async (request) => {
      const userId = requestUser(request).id
      const read = await markTeamChatRead({ db, userId, teamId: request.params.id })
      // The reader's other tabs drop their badges too.
      nudgeUnread(io, [userId])
      return read
    },
  )

  app.post(
    '/api/teams/:id/chat',
    {
      preHandler: app.budgets.guard('messages'),
      schema: { params, body: sendTeamMessageSchema, response: { 201: teamMessageSchema } },
    },
    async (request, reply) => {
      const message = await sendTeamMessage(
        { db, io, activity: app.activity, log: app.log, flush: app.flushBroadcasts },
        {
          senderId: requestUser(request).id,
          teamId: request.params.id,
          ...request.body,
        },
      )
      return reply.code(201).send(message)
    },
  )
}
