import { createProfileSchema, profileSchema, publicProfileSchema } from '@shared/schemas/profile'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { createProfile, getPublicProfile } from './service'

/** The people's profiles, under /api/profiles: joining them (onboarding) and someone's profile page. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.post(
    '/api/profiles',
    {
      schema: { body: createProfileSchema, response: { 201: profileSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProfile({ db, userId: requestUser(request).id, input: request.body })),
  )

  app.get(
    '/api/profiles/:userId',
    {
      schema: { params: z.object({ userId: z.string() }), response: { 200: publicProfileSchema } },
    },
    async (request) =>
      getPublicProfile({ db, viewerId: requestUser(request).id, userId: request.params.userId }),
  )
}
