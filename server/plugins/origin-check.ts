import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../lib/http-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** True when a browser's Origin header names this app: PUBLIC_URL, or the host the request was sent to. */
export const isAllowedOrigin = (origin: string | undefined, host: string | undefined, publicUrl: string) => {
  if (!origin) return true
  if (origin === new URL(publicUrl).origin) return true
  try {
    return new URL(origin).host === host
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
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, app.config.publicUrl)) {
      throw forbidden('Cross-site request refused')
    }
  })
})
