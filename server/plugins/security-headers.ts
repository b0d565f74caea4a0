import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/** Security headers for every response; the CSP allows only our own scripts. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: app.config.production ? [] : null,
      },
    },
    // Google profile pictures and https portfolio images are loaded cross-origin.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.production,
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })
})

/**
 * The headers helmet sets, worked out once: they are the same for every response (no nonces), and
 * @fastify/helmet built a new helmet, re-parsing the whole policy, for every request (bench/discover.ts).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: () => {},
  }
  let failure: unknown
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  return headers
}
