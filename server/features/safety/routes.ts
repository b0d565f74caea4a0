import { ERRORS } from '@shared/error-codes'
import {
  adminReportListSchema,
  blockListSchema,
  createBlockSchema,
  createReportSchema,
  reportReceiptSchema,
  resolveReportSchema,
} from '@shared/schemas/safety'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-error'
import { requestUser } from '../../plugins/auth-guard'
import { broadcastMatchEnded, broadcastTeamsChanged } from '../../realtime/broadcast'
import { isAdmin } from './admins'
import { blockPerson, listBlocks, unblockPerson } from './blocks'
import { listOpenReports, resolveReport } from './moderation'
import { createReport } from './reports'

/** Block and report (docs/decisions/013), for members. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.post('/api/blocks', { schema: { body: createBlockSchema } }, async (request, reply) => {
    const userId = requestUser(request).id
    const blockedId = request.body.userId
    const hidden = await blockPerson({ db, userId, blockedId })
    if (hidden) {
      const ended = {
        matchId: hidden.matchId,
        conversationId: hidden.conversationId,
        reason: 'blocked' as const,
      }
      broadcastMatchEnded(app.io, ended, [userId, blockedId])
      // Blocked people cannot call: a call under way ends for both.
      await app.calls.endMatchCalls(hidden.matchId)
    }
    return reply.code(204).send()
  })

  app.get('/api/blocks', { schema: { response: { 200: blockListSchema } } }, async (request) =>
    listBlocks({ db, userId: requestUser(request).id }),
  )

  app.delete(
    '/api/blocks/:userId',
    { schema: { params: z.object({ userId: z.string() }) } },
    async (request, reply) => {
      await unblockPerson({ db, userId: requestUser(request).id, blockedId: request.params.userId })
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/reports',
    {
      preHandler: app.budgets.guard('reports'),
      schema: { body: createReportSchema, response: { 201: reportReceiptSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createReport({ db, userId: requestUser(request).id, input: request.body })),
  )
}

/** The moderators' queue, inside the signed-in group: moderators only, everyone else is told there is nothing here. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const userId = requestUser(request).id
    if (!(await isAdmin({ db, userId, adminEmails: app.config.adminEmails })))
      throw notFound(ERRORS.not_found)
  })

  app.get('/api/admin/reports', { schema: { response: { 200: adminReportListSchema } } }, async () =>
    listOpenReports({ db }),
  )

  app.post(
    '/api/admin/reports/:id/resolve',
    { schema: { params: z.object({ id: z.string() }), body: resolveReportSchema } },
    async (request, reply) => {
      const { suspendedUserId, teammates } = await resolveReport({
        db,
        adminId: requestUser(request).id,
        reportId: request.params.id,
        action: request.body.action,
      })
      // Their sessions are gone from the database; this ends the cached copies and open sockets everywhere.
      if (suspendedUserId) app.sessionEvents.emit('user', suspendedUserId)
      broadcastTeamsChanged(app.io, teammates)
      return reply.code(204).send()
    },
  )
}
