import { userSchema } from '@shared/schemas/auth'
import {
  profileSchema,
  profileStatsSchema,
  publicProfileSchema,
  updateProfilePictureSchema,
  updateProfileSchema,
} from '@shared/schemas/profile'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../plugins/auth-guard'
import { getPublicProfile, updateProfile, updateProfilePicture } from './service'
import { getProfileStats } from './stats'

/** The signed-in person's own profile (edit, picture, stats) and other people's profile pages. */
export const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.put(
    '/api/profile',
    {
      preHandler: app.requireProfile,
      schema: { body: updateProfileSchema, response: { 200: profileSchema } },
    },
    async (request) => updateProfile({ db, userId: currentUser(request).id, input: request.body }),
  )

  app.put(
    '/api/profile/picture',
    {
      preHandler: app.requireUser,
      schema: { body: updateProfilePictureSchema, response: { 200: userSchema } },
    },
    async (request) => updateProfilePicture({ db, userId: currentUser(request).id, ...request.body }),
  )

  app.get(
    '/api/profile/stats',
    { preHandler: app.requireUser, schema: { response: { 200: profileStatsSchema } } },
    async (request) => getProfileStats({ db, userId: currentUser(request).id }),
  )

  app.get(
    '/api/profiles/:userId',
    {
      preHandler: app.requireUser,
      schema: { params: z.object({ userId: z.string() }), response: { 200: publicProfileSchema } },
    },
    async (request) =>
      getPublicProfile({ db, viewerId: currentUser(request).id, userId: request.params.userId }),
  )
}
