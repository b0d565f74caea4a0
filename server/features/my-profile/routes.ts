import { userSchema } from '@shared/schemas/auth'
import {
  profileSchema,
  profileStatsSchema,
  updateProfilePictureSchema,
  updateProfileSchema,
} from '@shared/schemas/profile'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestUser } from '../../plugins/auth-guard'
import { updateProfile, updateProfilePicture } from './service'
import { getProfileStats } from './stats'

/** The signed-in person's own profile, under /api/profile: edit it, its picture, its stats. */
export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.put(
    '/api/profile',
    {
      preHandler: app.requireProfile,
      schema: { body: updateProfileSchema, response: { 200: profileSchema } },
    },
    async (request) => updateProfile({ db, userId: requestUser(request).id, input: request.body }),
  )

  app.put(
    '/api/profile/picture',
    {
      preHandler: app.requireUser,
      schema: { body: updateProfilePictureSchema, response: { 200: userSchema } },
    },
    async (request) => updateProfilePicture({ db, userId: requestUser(request).id, ...request.body }),
  )

  app.get(
    '/api/profile/stats',
    { preHandler: app.requireUser, schema: { response: { 200: profileStatsSchema } } },
    async (request) => getProfileStats({ db, userId: requestUser(request).id }),
  )
}
