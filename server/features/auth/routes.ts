import { ERRORS } from '@shared/error-codes'
import { devLoginSchema, googleSignInQuerySchema, userSchema } from '@shared/schemas/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError, unauthorized } from '../../lib/http-error'
import { signInLimit } from '../../lib/rate-limits'
import { findUserView, getUserView } from '../my-profile'
import { createOidc, type OidcRequest } from './oidc'
import { findOrCreateUserByEmail, findOrCreateUserByOidc } from './service'

const OIDC_COOKIE = 'bubbles_oidc'
const oidcChecksSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  // The browser's listed zone, saved if the callback signs the person up.
  timezone: googleSignInQuerySchema.shape.timezone,
})

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app
  // Sign-in endpoints are a brute-force and abuse target: a tight per-address budget.
  const signInRateLimit = signInLimit(config)

  app.get('/api/auth/user', { schema: { response: { 200: userSchema } } }, async (request) => {
    // A public route: visitors ask too (the client's first question), and are told they are not signed in.
    if (!request.user) throw unauthorized()
    return findUserView({ db: app.db, userId: request.user.id })
  })

  app.post('/api/auth/logout', async (request, reply) => {
    await app.endSession(request, reply)
    return { message: 'Signed out' }
  })

  const oidc =
    config.google && createOidc(config.google, () => `${config.publicUrl}/api/auth/google/callback`)
  const oidcCookie = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.production,
    signed: true,
  }

  app.get(
    '/api/auth/google',
    { config: signInRateLimit, schema: { querystring: googleSignInQuerySchema } },
    async (request, reply) => {
      if (!oidc) {
        if (config.devLogin) return reply.redirect('/dev-login')
        throw new HttpError(503, ERRORS.sign_in_not_configured)
      }
      const { url, checks }: OidcRequest = await oidc.start()
      const { timezone } = request.query
      reply.setCookie(OIDC_COOKIE, JSON.stringify({ ...checks, timezone }), { ...oidcCookie, maxAge: 600 })
      return reply.redirect(url)
    },
  )

  app.get('/api/auth/google/callback', { config: signInRateLimit }, async (request, reply) => {
    if (!oidc) throw new HttpError(404, ERRORS.not_found)
    const raw = request.cookies[OIDC_COOKIE]
    const unsigned = raw ? request.unsignCookie(raw) : undefined
    reply.clearCookie(OIDC_COOKIE, oidcCookie)
    const checks = unsigned?.valid ? oidcChecksSchema.safeParse(safeJson(unsigned.value)) : undefined
    if (!checks?.success) throw new HttpError(400, ERRORS.sign_in_expired)
    let identity: Awaited<ReturnType<typeof oidc.finish>>
    try {
      identity = await oidc.finish(new URL(request.url, config.publicUrl), checks.data)
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID callback refused')
      throw new HttpError(400, ERRORS.google_sign_in_failed)
    }
    const user = await findOrCreateUserByOidc({ db: app.db, identity, timezone: checks.data.timezone })
    await app.startSession(request, reply, user.id)
    return reply.redirect('/')
  })

  if (config.devLogin) {
    app.post(
      '/api/auth/dev-login',
      { config: signInRateLimit, schema: { body: devLoginSchema, response: { 200: userSchema } } },
      async (request, reply) => {
        const user = await findOrCreateUserByEmail({ db: app.db, ...request.body })
        await app.startSession(request, reply, user.id)
        return getUserView({ db: app.db, user })
      },
    )
  }
}

const safeJson = (text: string | null) => {
  try {
    return JSON.parse(text ?? '')
  } catch {
    return undefined
  }
}
