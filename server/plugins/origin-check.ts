import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../lib/http-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a browser's Origin header names this app: PUBLIC_URL's origin, or exactly the scheme, host
 * and port the request was sent to. Host alone is not enough: http://bubbles.example is not
 * https://bubbles.example, nor is another port on the same host the same site's page.
 */
export const isAllowedOrigin = (
  origin: string | undefined,
  requested: { protocol: string; host: string | undefined },
  publicUrl: string,
) => {
  if (!origin) return true
  if (origin === new URL(publicUrl).origin) return true
  if (!requested.host) return false
  try {
    return new URL(origin).origin === new URL(`${requested.protocol}://${requested.host}`).origin
  } catch {
    return false
  }
}

/**
 * State-changing requests carrying a foreign Origin are refused: a second line of defence
 * against cross-site request forgery next to the SameSite=Lax cookie.
 */
export const originCheck = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    // request.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    const requested = { protocol: request.protocol, host: request.headers.host }
    if (!isAllowedOrigin(request.headers.origin, requested, app.config.publicUrl)) {
      throw forbidden(ERRORS.cross_site)
    }
  })
})
