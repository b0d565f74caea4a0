import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { PassThrough } from 'node:stream'
import { LIMITS } from '@shared/limits'
import { UPLOAD_MESSAGES } from '@shared/schemas/uploads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadBytes } from '../server/features/uploads/upload-test-kit'
import { createUser } from '../test/client'
import { createMatch } from '../test/factories'
import { DEPLOY_CONFIG, findNginx, type NginxProcess, startNginx } from '../test/nginx'
import { startTestServer, type TestServer } from '../test/server'
import { connectSocket, nextEvent, type TestSocket } from '../test/socket'

const { DATABASE_URL, REDIS_URL } = process.env
const METRICS_TOKEN = 'nginx-test-metrics-token-0123456789'
// Generous: the machine's other work (several test runs at once) is no fault of the path through nginx.
const DELIVERY_MS = 10_000
const nginx = findNginx()
// Two instances share one database and their rooms (docs/engineering.md §1): PGlite is one process's only.
const missing =
  !DATABASE_URL || !REDIS_URL
    ? 'two instances need PostgreSQL and Redis (DATABASE_URL, REDIS_URL)'
    : nginx.reason

describe.skipIf(missing)(
  `two instances behind deploy/nginx.conf${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let one: TestServer
    let two: TestServer
    let proxy: NginxProcess
    const logLines: string[] = []
    const sockets: TestSocket[] = []
    beforeAll(async () => {
      const logStream = new PassThrough()
      logStream.on('data', (chunk) => logLines.push(...String(chunk).split('\n').filter(Boolean)))
      const env = { REDIS_URL: REDIS_URL!, TRUST_PROXY: '1', METRICS_TOKEN }
      one = await startTestServer(env, { logStream })
      two = await startTestServer(env, { databaseUrl: one.databaseUrl, logStream })
      proxy = await startNginx([one, two].map((server) => new URL(server.url).host))
      // People reach the app at nginx's address, and their pages' Origin says so.
      for (const server of [one, two]) server.app.config.publicUrl = proxy.url
    })
    afterAll(async () => {
      for (const socket of sockets) socket.close()
      await proxy?.close()
      await two?.close()
      await one?.close()
    })

    const connect = async (...args: Parameters<typeof connectSocket>) => {
      const socket = await connectSocket(...args)
      sockets.push(socket)
      return socket
    }
    const instanceOf = (socket: TestSocket) =>
      [one, two].findIndex((server) => server.app.io.of('/').sockets.has(socket.id!))

    it('puts two people’s WebSockets on different instances and carries their chat both ways', async () => {
      const a = await createUser(proxy.url, { firstName: 'Ayanda', profile: {} })
      const b = await createUser(proxy.url, { firstName: 'Bongi', profile: {} })
      const { conversationId } = await createMatch(one, { a, b })
      const sa = await connect(a)
      const sb = await connect(b)
      // least_conn: the second WebSocket goes to the instance that does not hold the first.
      expect([instanceOf(sa), instanceOf(sb)].sort()).toEqual([0, 1])
      await Promise.all([sa, sb].map((s) => s.emitWithAck('join-conversation', conversationId)))

      // Both are in the room, so the sender's own socket hears the message too: wait for both.
      const arrivals = [sb, sa].map((socket) => nextEvent(socket, 'new-message', DELIVERY_MS))
      const sent = await a.post('/api/messages', { conversationId, content: 'Through nginx' })
      expect(sent.status).toBe(201)
      expect(await Promise.all(arrivals)).toEqual([sent.body, sent.body])

      const toA = nextEvent(sa, 'new-message', DELIVERY_MS)
      const ack = await sb.emitWithAck('send-message', { conversationId, content: 'And back' })
      expect(ack.ok).toBe(true)
      expect((await toA).content).toBe('And back')
    })

    it('passes /readyz through and keeps /metrics off the public side, token or not', async () => {
      const ready = await fetch(`${proxy.url}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ok' })
      const authorization = `Bearer ${METRICS_TOKEN}`
      expect((await fetch(`${proxy.url}/metrics`, { headers: { authorization } })).status).toBe(404)
      // Each instance, asked directly on the private side, answers its scraper.
      expect((await fetch(`${one.url}/metrics`, { headers: { authorization } })).status).toBe(200)
    })

    it('refuses Socket.IO long-polling with a clear 400: its requests would land on either instance', async () => {
      const a = await createUser(proxy.url, { profile: {} })
      const res = await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling`, {
        headers: { cookie: a.cookieHeader },
      })
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/WebSocket only/)
    })

    it('tells the app the address nginx saw, never one the client wrote into X-Forwarded-For', async () => {
      const probe = `/api/no-such-route-${Date.now()}`
      // Any 127.x address is this machine: a second client address without a second machine.
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${proxy.url}${probe}`, {
          localAddress: '127.0.0.2',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
        req
          .on('response', (res) => resolve(res.resume().statusCode!))
          .on('error', reject)
          .end()
      })
      expect(status).toBe(404)
      const seen = logLines
        .map((line) => JSON.parse(line) as { req?: { url: string; remoteAddress: string } })
        .filter((entry) => entry.req?.url === probe)
      expect(seen.map((entry) => entry.req!.remoteAddress)).toEqual(['127.0.0.2'])
    })

    it('lets a file just over the upload limit reach the app, which refuses it with its own message', async () => {
      const a = await createUser(proxy.url, { profile: {} })
      const res = await uploadBytes(a, Buffer.alloc(LIMITS.uploadBytes + 1))
      expect(res.status).toBe(413)
      expect(res.body).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge })
    })

    it('refuses a JSON body over the app’s 1 MiB itself, without passing it to an instance', async () => {
      const a = await createUser(proxy.url, { profile: {} })
      const probe = `/api/messages?probe=${Date.now()}`
      const res = await a.post(probe, { content: 'x'.repeat(1024 * 1024) })
      expect(res.status).toBe(413)
      expect(logLines.filter((line) => line.includes(probe))).toEqual([])
    })
  },
)

describe('deploy/nginx.conf', () => {
  it('lets through an upload of LIMITS.uploadBytes with its multipart framing, and not a megabyte more', () => {
    const config = readFileSync(DEPLOY_CONFIG, 'utf8')
    const upload = /location = \/api\/uploads \{[^}]*client_max_body_size (\d+)m;/.exec(config)
    const allowed = Number(upload?.[1]) * 1024 * 1024
    expect(allowed).toBeGreaterThan(LIMITS.uploadBytes)
    expect(allowed).toBeLessThanOrEqual(LIMITS.uploadBytes + 1024 * 1024)
  })
})
