import { swipeResultSchema, swipeSchema, undoSwipeResultSchema } from '@shared/schemas/discover'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { nudgeUnread } from '../../realtime/broadcast'
import { pushStoredNotifications } from '../notifications'
import { createSwipe, undoSwipe } from './service'

export const swipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/swipes',
    {
      preHandler: app.budgets.guard('swipes'),
      schema: { body: swipeSchema, response: { 201: swipeResultSchema } },
    },
    async (request, reply) => {
      const swiperId = requestUser(request).id
      const { result, notificationIds } = await createSwipe({ db: app.db, swiperId, ...request.body })
      // With newMatches off there is no notification; their matches list still has to learn of it.
      if (result.isMatch && notificationIds.length === 0) nudgeUnread(app.io, [request.body.swipedId])
      else void pushStoredNotifications(app, notificationIds)
      return reply.code(201).send(result)
    },
  )

  app.delete(
    '/api/swipes/:swipedId',
    {
      preHandler: app.budgets.guard('swipes'),
      schema: {
        params: z.object({ swipedId: z.uuid('swipedId must be a user id') }),
        response: { 200: undoSwipeResultSchema },
      },
    },
    async (request) =>
      undoSwipe({ db: app.db, swiperId: requestUser(request).id, swipedId: request.params.swipedId }),
  )
}
