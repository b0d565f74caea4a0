import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from '../lib/http-error'
import { notFoundLimit } from '../lib/rate-limits'

export const clientDist = fileURLToPath(new URL('../../dist/client', import.meta.url))

const isApiPath = (url: string) => /^\/(api|socket\.io)(\/|\?|$)/.test(url)

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that is not a file answered with index.html so the client router shows the page (or its 404).
 * Unknown /api paths get a JSON 404. Both are rate limited per address (lib/rate-limits.ts).
 */
export const staticSpa = fp(async (app: FastifyInstance) => {
  const indexPath = `${clientDist}/index.html`
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDist,
      index: false,
      // The build writes a Brotli and a gzip copy of each text file (vite.config.ts, precompress): sent as
      // they are, at the best ratio and no CPU per request.
      preCompressed: true,
      // Only the files that exist at start-up get routes; everything else falls to the SPA handler below.
      wildcard: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  // Limited like any route: a 404 costs little, but nothing the server answers should be free to flood.
  app.setNotFoundHandler({ preHandler: app.rateLimit(notFoundLimit) }, (request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && !/\.\w+(\?|$)/.test(request.url)
    if (!indexHtml || !wantsPage) return reply.code(404).send(errorBody(404, ERRORS.not_found))
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
  })
})
