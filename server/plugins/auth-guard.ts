import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../lib/http-error'
import type { SessionUser } from './session'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest) => Promise<void>
    /** preHandler: 401 unless signed in, 403 until the caller has created a profile. */
    requireProfile: (request: FastifyRequest) => Promise<void>
  }
}

/**
 * The signed-in user of a request whose route group (server/route-groups.ts) or preHandler ran
 * requireUser or requireProfile: checked once there, so read here without checking again.
 */
export const requestUser = (request: FastifyRequest): SessionUser => request.user as SessionUser

export const authGuard = fp(async (app: FastifyInstance) => {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized()
  })
  app.decorate('requireProfile', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized()
    // Known from the session lookup (one joined query), so guarded routes pay nothing extra.
    if (!request.hasProfile) throw forbidden(ERRORS.profile_required)
  })
})
