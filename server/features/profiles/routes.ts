import { createProfileSchema, profileSchema } from '@shared/schemas/profile'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth-guard'
import { createProfile } from './service'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profiles',
    {
      preHandler: app.requireUser,
      schema: { body: createProfileSchema, response: { 201: profileSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProfile({ db: app.db, userId: currentUser(request).id, input: request.body })),
  )
}
