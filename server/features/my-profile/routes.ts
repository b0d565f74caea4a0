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

/** The signed-in person's own profile, under /api/profile: its picture and stats. */
export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.put(
    '/api/profile/picture',
    {
      schema: { body: updateProfilePictureSchema, response: { 200: userSchema } },
    },
    async (request) => updateProfilePicture({ db, userId: requestUser(request).id, ...request.body }),
  )

  app.get('/api/profile/stats', { schema: { response: { 200: profileStatsSchema } } }, async (request) =>
    getProfileStats({ db, userId: requestUser(request).id }),
  )
}

/** Editing the profile, once there is one (onboarding creates it: people/routes.ts). */
export const profileEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.put(
    '/api/profile',
    {
      schema: { body: updateProfileSchema, response: { 200: profileSchema } },
    },
    async (request) => updateProfile({ db, userId: requestUser(request).id, input: request.body }),
  )
}
