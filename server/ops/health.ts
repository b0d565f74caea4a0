import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { cachedCheck } from './cached-check'

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should be sent traffic (/readyz); main.ts says when a shutdown begins. */
    readiness: {
      /** From now on /readyz answers 503: the load balancer stops sending before the listener closes. */
      beginShutdown: () => void
      readonly shuttingDown: boolean
    }
  }
}

export type Dependency = 'database' | 'redis' | 'storage'

// At most 1 s each (docs/decisions/050); under a second so that a probe with the usual 1 s timeout (Kubernetes'
// default) hears a 503 rather than timing out itself.
const CHECK_TIMEOUT_MS = 800
const CHECK_CACHE_MS = 1000

/**
 * GET /healthz: the process can serve (no dependency asked, no budget spent: an orchestrator restarts an
 * instance on its failure, and a database outage is no reason to restart every instance).
 * GET /readyz: this instance can do its work now: the database answers a query, Redis is up (when
 * configured) and the upload store answers; 503 naming what fails otherwise, and from the moment a
 * shutdown begins. No rate budget applies (budgets are per route), no session is looked up (probes send
 * no cookie), and the metrics hook leaves them out of the request histogram.
 */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    const options = { timeoutMs: CHECK_TIMEOUT_MS, cacheMs: CHECK_CACHE_MS }
    // Made at the first probe: the Redis connection is the realtime plugin's, registered after this one.
    let checks: [Dependency, () => Promise<boolean>][] | undefined
    const dependencyChecks = () => {
      if (checks) return checks
      checks = [
        ['database', cachedCheck(() => app.db.execute(sql`select 1`), options)],
        ['storage', cachedCheck(() => app.storage.check(), options)],
      ]
      if (app.pingRedis) checks.push(['redis', cachedCheck(app.pingRedis, options)])
      return checks
    }

    let shuttingDown = false
    app.decorate('readiness', {
      beginShutdown: () => {
        shuttingDown = true
      },
      get shuttingDown() {
        return shuttingDown
      },
    })

    // The listener answers /healthz itself (serverWithHealthz); this route is for app.inject().
    app.get('/healthz', (_request, reply) => {
      reply.header('cache-control', 'no-store').send(HEALTHY)
    })

    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      if (shuttingDown) return reply.code(503).send({ status: 'unready', failing: [], shuttingDown: true })
      const results = await Promise.all(
        dependencyChecks().map(async ([name, check]) => [name, await check()] as const),
      )
      const failing = results.filter(([, ok]) => !ok).map(([name]) => name)
      // Asked again: a shutdown may have begun while the checks ran.
      if (shuttingDown) return reply.code(503).send({ status: 'unready', failing, shuttingDown: true })
      if (failing.length > 0) return reply.code(503).send({ status: 'unready', failing })
      return { status: 'ok' }
    })
  },
  { name: 'health' },
)

const HEALTHY = { status: 'ok' }
const HEALTHY_BODY = JSON.stringify(HEALTHY)
const HEALTHY_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(HEALTHY_BODY)),
  'cache-control': 'no-store',
}

/**
 * The app's HTTP server (Fastify's `serverFactory`), which answers `GET /healthz` before Fastify sees the
 * request: liveness means "this process's event loop answers", and a probe every second from every
 * orchestrator should cost next to nothing. Through Fastify it ran every hook of the app (security
 * headers, cookies, session, compression) and reached 71% of a bare hello route (bench/ops.ts); the
 * issue asks 90%. The server is set up as Fastify sets up its own.
 */
export function serverWithHealthz(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: FastifyServerOptions,
) {
  const server = createServer((request, response) => {
    if (request.url === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, HEALTHY_HEADERS)
      response.end(request.method === 'HEAD' ? undefined : HEALTHY_BODY)
      return
    }
    handler(request, response)
  })
  server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000
  server.requestTimeout = options.requestTimeout ?? 0
  server.setTimeout(options.connectionTimeout ?? 0)
  return server
}
