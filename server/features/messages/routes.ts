import {
  conversationSchema,
  messagePageQuerySchema,
  messageSchema,
  sendMessageSchema,
} from '@shared/schemas/chat'
import { messagesReadSchema } from '@shared/schemas/notifications'
import { chatSearchQuerySchema } from '@shared/schemas/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isNewestPage } from '../../db/chat-page'
import { requestUser } from '../../plugins/auth-guard'
import { readConversation, sendMessage } from './deliver'
import { searchConversation } from './search-conversation'
import { listConversationMessages } from './service'

const params = z.object({ matchId: z.string() })

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, io } = app

  app.get(
    '/api/conversations/:matchId/messages',
    {
      schema: {
        params,
        querystring: messagePageQuerySchema.and(chatSearchQuerySchema),
        response: { 200: conversationSchema },
      },
    },
    async (request) => {
      const userId = requestUser(request).id
      const { matchId } = request.params
      // `q`: a search of this conversation (search-conversation.ts), which reads nothing as read.
      const { q, ...pageQuery } = request.query
      if (q !== undefined) {
        await app.budgets.spend('searches', userId)
        return searchConversation({ db, userId, matchId, q, ...pageQuery })
      }
      const page = await listConversationMessages({ db, userId, matchId, ...pageQuery })
      // Opening a conversation (its newest page) reads it: the messages and the notifications about it.
      // A page of older history or a catch-up (of new or changed messages) does not: the client marks
      // what it shows while visible.
      if (isNewestPage(request.query)) await readConversation({ db, io, userId, matchId })
      return page
    },
  )

  app.post(
    '/api/conversations/:matchId/read',
    { schema: { params, response: { 200: messagesReadSchema } } },
    async (request) =>
      readConversation({ db, io, userId: requestUser(request).id, matchId: request.params.matchId }),
  )

  app.post(
    '/api/messages',
    {
      preHandler: app.budgets.guard('messages'),
      schema: { body: sendMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage({
        db,
        io,
        flush: app.flushBroadcasts,
        activity: app.activity,
        userId: requestUser(request).id,
        ...request.body,
      })
      return reply.code(201).send(message)
    },
  )
}
