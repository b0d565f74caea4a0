import { NEXT_CURSOR_HEADER } from '@shared/http'
import {
  markNotificationsReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
} from '@shared/schemas/notifications'
import { rooms } from '@shared/socket-events'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestUser } from '../../plugins/auth-guard'
import { listNotifications, markNotificationsRead } from './service'

/** The bell (docs/decisions/012): a person's own notifications, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.get(
    '/api/notifications',
    {
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationListSchema } },
    },
    async (request, reply) => {
      const { nextCursor, ...list } = await listNotifications({
        db,
        userId: requestUser(request).id,
        cursor: request.query.cursor,
      })
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor)
      return list
    },
  )

  app.post(
    '/api/notifications/read',
    {
      schema: { body: markNotificationsReadSchema, response: { 200: notificationsReadSchema } },
    },
    async (request) => {
      const userId = requestUser(request).id
      const read = await markNotificationsRead({ db, userId, ids: request.body?.ids })
      // The person's other tabs and devices update their bell too.
      app.io.to(rooms.user(userId)).emit('notifications-read', read)
      return read
    },
  )
}
