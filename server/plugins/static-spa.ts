import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { errorBody } from '../lib/http-error'
import { type PageMeta, withPageMeta } from '../lib/page-meta'
import { notFoundLimit } from '../lib/rate-limits'
import { SESSION_COOKIE } from './session'

export const clientDist = fileURLToPath(new URL('../../dist/client', import.meta.url))

const isApiPath = (url: string) => /^\/(api|socket\.io)(\/|\?|$)/.test(url)

/**
 * A page of the SPA whose shared link gets a preview (page-meta.ts): `path` matches the address (without
 * its query), `meta` says what to show to this viewer (null for a signed-out crawler), or null for nothing.
 */
export interface SpaPage {
  path: RegExp
  meta: (context: {
    db: Db
    viewerId: string | null
    /** The path's captured groups. */
    params: string[]
    publicUrl: string
  }) => Promise<PageMeta | null>
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that is not a file answered with index.html so the client router shows the page (or its 404).
 * Unknown /api paths get a JSON 404. Both are rate limited per address (lib/rate-limits.ts).
 */
export const staticSpa = fp(async (app: FastifyInstance, { pages = [] }: { pages?: SpaPage[] }) => {
  const indexPath = `${clientDist}/index.html`
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined
  const indexText = indexHtml?.toString('utf8') ?? ''

  /** index.html with the page's preview tags, or as built when it has none (or they could not be read). */
  async function pageHtml(request: FastifyRequest) {
    const path = request.url.split('?')[0]!
    const page = pages.find((candidate) => candidate.path.test(path))
    if (!page) return indexHtml
    try {
      const session = await app.findSession(request.cookies[SESSION_COOKIE])
      const meta = await page.meta({
        db: app.db,
        viewerId: session?.user.id ?? null,
        params: page.path.exec(path)!.slice(1),
        publicUrl: app.config.publicUrl,
      })
      return meta ? withPageMeta(indexText, meta, app.config.publicUrl) : indexHtml
    } catch (error) {
      // The page itself still works without a preview (the app asks again); an outage must not block it.
      request.log.warn({ err: error }, 'page preview tags left out')
      return indexHtml
    }
  }

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
  app.setNotFoundHandler({ preHandler: app.rateLimit(notFoundLimit) }, async (request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && !/\.\w+(\?|$)/.test(request.url)
    if (!indexHtml || !wantsPage) return reply.code(404).send(errorBody(404, ERRORS.not_found))
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await pageHtml(request))
  })
})
