import { randomUUID } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, postgresReachable } from '../../chaos/database'
import { startPgProxy } from '../../chaos/pg-proxy'
import { defineRedis, freePort, hasRedisServer } from '../../chaos/processes'
import { createMatch } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'

const TOKEN = 'metrics-token-for-the-test-0123456789'

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers, signal: AbortSignal.timeout(5000) })

/** One sample's value from the text format, or undefined when the series is not there. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('health and metrics', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers /healthz and /readyz while the app can serve', async () => {
    const health = await get(`${server.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await get(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok' })
  })

  it('names the upload store while its folder cannot be used, and recovers', async () => {
    const uploads = join(server.dataDir, 'uploads')
    const readiness = async () => {
      const response = await get(`${server.url}/readyz`)
      return { status: response.status, body: await response.json() }
    }
    rmSync(uploads, { recursive: true, force: true })
    // A file where the folder should be: nothing could be stored.
    writeFileSync(uploads, 'not a folder')
    try {
      await expect
        .poll(readiness, { timeout: 4000, interval: 200 })
        .toEqual({ status: 503, body: { status: 'unready', failing: ['storage'] } })
    } finally {
      rmSync(uploads, { force: true })
    }
    await expect
      .poll(readiness, { timeout: 4000, interval: 200 })
      .toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('metrics need the token', async () => {
    expect((await get(`${server.url}/metrics`)).status).toBe(401)
    expect(
      (await get(`${server.url}/metrics`, { authorization: 'Bearer wrong-token-of-some-length' })).status,
    ).toBe(401)
    expect((await get(`${server.url}/metrics`, { authorization: TOKEN })).status).toBe(401)
    const scraped = await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` })
    expect(scraped.status).toBe(200)
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await scraped.text()
    for (const name of [
      'http_request_duration_seconds',
      'socketio_connected_sockets',
      'outbox_pending',
      'outbox_oldest_due_seconds',
      'db_pool_in_use',
      'db_pool_waiting',
      'chat_messages_stored_total',
      'notifications_created_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `)
    }
    expect(sample(text, 'outbox_pending{channel="email"}')).toBe(0)

    // Without a token configured there is no /metrics at all (not the SPA's page either).
    const bare = await startTestServer()
    try {
      expect((await get(`${bare.url}/metrics`, { authorization: `Bearer ${TOKEN}` })).status).toBe(404)
    } finally {
      await bare.close()
    }
  })

  it("a request's route template, not its URL, labels the histogram", async () => {
    const { a, conversationId, matchId } = await createMatch(server)
    const unknownId = randomUUID()
    expect((await a.get(`/api/profiles/${unknownId}`)).status).toBe(404)
    expect((await a.get(`/api/conversations/${matchId}/messages`)).status).toBe(200)
    expect(
      (await a.post('/api/messages', { conversationId, content: 'counted', clientId: randomUUID() })).status,
    ).toBe(201)

    const text = await (await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` })).text()
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/profiles/:userId",status_class="4xx"}',
      ),
    ).toBe(1)
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/conversations/:matchId/messages",status_class="2xx"}',
      ),
    ).toBe(1)
    // No id of a person, conversation or anything else ever makes a label.
    expect(text).not.toContain(unknownId)
    expect(text).not.toContain(matchId)
    expect(text).not.toContain(a.user!.id)
    // Probes (asked in the first test) are not requests worth timing: no hook runs for them.
    expect(text).not.toContain('route="/healthz"')
    expect(text).not.toContain('route="/readyz"')
    expect(sample(text, 'chat_messages_stored_total{chat="direct"}')).toBe(1)
    expect(sample(text, 'notifications_created_total{type="message"}')).toBe(1)
  })
})

const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL
const hasPostgres = await postgresReachable(postgresUrl)

// PostgreSQL cut off by a TCP proxy in front of it (the shared server is never stopped).
describe.skipIf(!hasPostgres)('readiness and the database', () => {
  it('readiness fails when the database is unreachable and recovers without a restart', async () => {
    const database = await createPostgresDatabase(postgresUrl)
    const target = new URL(database.url)
    const proxy = await startPgProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const server = await startTestServer({}, { databaseUrl: proxy.urlFor(database.url) })
    const readiness = async () => {
      const response = await get(`${server.url}/readyz`)
      return { status: response.status, body: await response.json() }
    }
    try {
      await expect.poll(readiness).toEqual({ status: 200, body: { status: 'ok' } })
      proxy.cut()
      // Within the check's cache (1 s) and timeout: never a load balancer's worth of seconds.
      await expect
        .poll(readiness, { timeout: 4000, interval: 200 })
        .toEqual({ status: 503, body: { status: 'unready', failing: ['database'] } })
      // Liveness does not ask the database: the instance is not restarted for an outage.
      expect((await get(`${server.url}/healthz`)).status).toBe(200)
      proxy.restore()
      await expect
        .poll(readiness, { timeout: 6000, interval: 200 })
        .toEqual({ status: 200, body: { status: 'ok' } })
    } finally {
      await server.close()
      await proxy.close()
      await database.drop()
    }
  }, 60_000)
})

// A private redis-server on a free port (never the shared one on 6379), killed and started again.
describe.skipIf(!hasRedisServer)('readiness and Redis', () => {
  it('names Redis while it is away, and is ready again once it is back', async () => {
    const redis = defineRedis(await freePort())
    await redis.start()
    const server = await startTestServer({ REDIS_URL: redis.url })
    const readiness = async () => {
      const response = await get(`${server.url}/readyz`)
      return { status: response.status, body: await response.json() }
    }
    try {
      await expect.poll(readiness).toEqual({ status: 200, body: { status: 'ok' } })
      await redis.kill()
      await expect
        .poll(readiness, { timeout: 4000, interval: 200 })
        .toEqual({ status: 503, body: { status: 'unready', failing: ['redis'] } })
      await redis.start()
      await expect
        .poll(readiness, { timeout: 15_000, interval: 300 })
        .toEqual({ status: 200, body: { status: 'ok' } })
    } finally {
      await server.close()
      await redis.kill()
    }
  }, 60_000)
})
