import { createHash, timingSafeEqual } from 'node:crypto'
import { ERRORS } from '@shared/error-codes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { OUTBOX_CHANNELS } from '../db/schema'
import { HttpError, notFound } from '../lib/http-error'

// Seconds; from a cached read (about a millisecond) to an upload on a slow link.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
// One outbox query per scrape however many gauges read it (prom-client collects them all at once).
const BACKLOG_REUSE_MS = 500

const PROBES = new Set<string | undefined>(['/healthz', '/readyz'])

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request carries `Authorization: Bearer <token>`; hashed first so the comparison takes the same time whatever was sent. */
const hasToken = (request: FastifyRequest, token: string) => {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer (.+)$/.exec(header)
  return Boolean(match) && timingSafeEqual(sha256(match![1]!), sha256(token))
}

/**
 * GET /metrics in the Prometheus text format (docs/decisions/050), for `Authorization: Bearer $METRICS_TOKEN` only;
 * 404 while METRICS_TOKEN is unset, and then nothing is measured either (no hook on any request). One
 * registry per app, never prom-client's global one: tests build many apps in one process. Every label is
 * bounded: method, route template (never the URL), status class, outbox channel, chat kind, notification
 * type; nothing that names a person.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken
    if (!token) {
      // A route all the same: without it the SPA's fallback would answer 200 with the page.
      app.get('/metrics', async () => {
        throw notFound()
      })
      return
    }

    const registry = new Registry()
    // Process CPU, memory, handles, GC, and event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: registry })
    const registers = [registry]

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    })
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      // Probes come every second from every balancer: they would drown the traffic worth timing.
      if (PROBES.has(request.routeOptions.url)) return done()
      // The template (/api/people/:id) keeps the label bounded; requests no route matched share one.
      const route = request.routeOptions.url ?? 'unmatched'
      const statusClass = `${Math.floor(reply.statusCode / 100)}xx`
      duration.observe({ method: request.method, route, status_class: statusClass }, reply.elapsedTime / 1000)
      done()
    })

    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'Socket.IO connections open on this instance',
      registers,
      collect() {
        this.set(app.io.of('/').sockets.size)
      },
    })

    let backlog: { at: number; value: ReturnType<typeof app.outbox.backlog> } | undefined
    const readBacklog = () => {
      const now = performance.now()
      if (!backlog || now - backlog.at > BACKLOG_REUSE_MS) backlog = { at: now, value: app.outbox.backlog() }
      return backlog.value
    }
    const outboxGauges = [
      ['outbox_pending', 'Outbox rows still to send, by channel (all instances share the outbox)', 'pending'],
      [
        'outbox_oldest_due_seconds',
        'How long the oldest due outbox row has waited to be sent, by channel; 0 when none is due',
        'oldestDueSeconds',
      ],
    ] as const
    for (const [name, help, field] of outboxGauges)
      new Gauge({
        name,
        help,
        labelNames: ['channel'] as const,
        registers,
        async collect() {
          const channels = await readBacklog()
          for (const channel of OUTBOX_CHANNELS) this.set({ channel }, channels[channel][field])
        },
      })

    // PostgreSQL's pool; the embedded database has one in-process connection and no pool (both read 0).
    const client = (app.db as unknown as { $client?: unknown }).$client
    const pool = client instanceof pg.Pool ? client : undefined
    new Gauge({
      name: 'db_pool_in_use',
      help: 'Database connections of this instance busy with a query',
      registers,
      collect() {
        this.set(pool ? pool.totalCount - pool.idleCount : 0)
      },
    })
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries of this instance waiting for a free database connection',
      registers,
      collect() {
        this.set(pool ? pool.waitingCount : 0)
      },
    })

    const messages = new Counter({
      name: 'chat_messages_stored_total',
      help: 'Chat messages stored by this instance (resends of a stored message not counted)',
      labelNames: ['chat'] as const,
      registers,
    })
    const notifications = new Counter({
      name: 'notifications_created_total',
      help: 'Notifications stored and sent by this instance, by type',
      labelNames: ['type'] as const,
      registers,
    })
    app.activity.listen({
      messageStored: (chat) => messages.inc({ chat }),
      notificationsCreated: (types) => {
        for (const type of types) notifications.inc({ type })
      },
    })

    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store')
      if (!hasToken(request, token)) {
        throw new HttpError(401, ERRORS.unauthorized, undefined, { 'www-authenticate': 'Bearer' })
      }
      const text = await registry.metrics()
      return reply.type(registry.contentType).send(text)
    })
  },
  { name: 'metrics', dependencies: ['activity'] },
)
