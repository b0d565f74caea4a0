import { passwordLoginSchema } from '@shared/schemas/account'
import { userSchema } from '@shared/schemas/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signInLimit } from '../../lib/rate-limits'
import { findUserByPassword } from '../account'
import { getUserView } from '../my-profile'

/** Sign-in with the email and password set on the settings page; on in production too. */
export const passwordAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same per-address budget as the other sign-in routes: passwords are what brute force goes for.
  const signInRateLimit = signInLimit(app.config)

  app.post(
    '/api/auth/password-login',
    { config: signInRateLimit, schema: { body: passwordLoginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const user = await findUserByPassword({ db: app.db, ...request.body })
      await app.startSession(request, reply, user.id)
      return getUserView({ db: app.db, user })
    },
  )
}
