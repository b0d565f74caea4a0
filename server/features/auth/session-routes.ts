import { endedSessionsSchema, sessionListSchema, sessionParamsSchema } from '@shared/schemas/sessions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestUser } from '../../plugins/auth-guard'
import { listSessions, revokeOtherSessions, revokeSession } from './sessions'

/** Settings → Security: the places a person is signed in, and ending any of them (docs/decisions/026). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessionEvents: events } = app

  app.get('/api/auth/sessions', { schema: { response: { 200: sessionListSchema } } }, async (request) =>
    listSessions({ db, userId: requestUser(request).id, currentSessionId: request.sessionId }),
  )

  app.delete(
    '/api/auth/sessions/:id',
    { schema: { params: sessionParamsSchema } },
    async (request, reply) => {
      const { id } = request.params
      // Ending this very session is signing out: the cookie goes too.
      if (id === request.sessionId) await app.endSession(request, reply)
      else await revokeSession({ db, events, userId: requestUser(request).id, sessionId: id })
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/auth/sessions/revoke-others',
    { schema: { response: { 200: endedSessionsSchema } } },
    async (request) =>
      revokeOtherSessions({
        db,
        events,
        userId: requestUser(request).id,
        currentSessionId: request.sessionId!,
      }),
  )
}
