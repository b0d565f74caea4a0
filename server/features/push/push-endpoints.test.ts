import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { queryRows } from '../../db/prepare'
import { pushSubscriptions } from '../../db/schema'
import { makeBrowser, type PushService, startPushService } from './push-test-kit'

// The server posts to whatever endpoint a browser gives it, so an endpoint must never
// lead to an address inside the network it runs in. `service` is the stand-in push service, allowed by
// PUSH_ALLOWED_HOSTS; `internal`, on another loopback address, stands for what no push may reach.
let service: PushService
let internal: PushService
let server: TestServer
beforeAll(async () => {
  ;[service, internal] = await Promise.all([startPushService(), startPushService('127.0.0.2')])
  server = await startTestServer({
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    OUTBOX_POLL_MS: '20',
    OUTBOX_RETRY_BASE_SECONDS: '0.05',
    OUTBOX_MAX_ATTEMPTS: '2',
  })
})
afterAll(async () => {
  await server?.close()
  await Promise.all([service?.close(), internal?.close()])
})

const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })
const endpointsOf = async (userId: string) =>
  (
    await queryRows<{ endpoint: string }>(
      server.db,
      sql`select endpoint from push_subscriptions where user_id = ${userId} order by endpoint`,
    )
  ).map((row) => row.endpoint)
const pushOutcome = async (userId: string) =>
  (
    await queryRows<{ status: string; last_error: string | null }>(
      server.db,
      sql`select status, last_error from outbox where user_id = ${userId} and channel = 'push'`,
    )
  )[0]

async function match(first: ApiClient, second: ApiClient) {
  await first.post('/api/swipes', { swipedId: second.user!.id, action: 'like' })
  const liked = await second.post('/api/swipes', { swipedId: first.user!.id, action: 'like' })
  expect(liked.body.isMatch).toBe(true)
}

describe('push endpoints never lead inside the network', () => {
  it('refuses endpoints on private, loopback and link-local addresses, on this machine, or with user info', async () => {
    const a = await person('Prober')
    const { keys } = makeBrowser(service, 'prober').subscription
    const port = new URL(service.url).port
    const refused = [
      'https://10.0.0.5:8443/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://192.168.1.1/',
      'https://172.16.0.1/',
      'https://100.64.0.1/', // carrier-grade NAT
      'https://[fd00::1]/x', // unique-local
      'https://[fe80::1]/x', // link-local
      'https://[::1]/x',
      'https://[::ffff:10.0.0.5]/x', // IPv4-mapped
      'https://0.0.0.0/',
      'https://224.0.0.1/', // multicast
      'https://2852039166/', // 169.254.169.254, spelled as a number
      'https://127.0.0.2/', // loopback: only 127.0.0.1 is allowed here
      `https://localhost:${port}/`,
      `http://localhost:${port}/push/x`,
      `https://user:pass@127.0.0.1:${port}/`, // an allowed host, but with user info
    ]
    for (const endpoint of refused) {
      const res = await a.post('/api/push/subscriptions', { endpoint, keys })
      expect(res.status, endpoint).toBe(400)
      expect(res.body, endpoint).toEqual({
        message: 'A push endpoint must be a push service on the internet',
        code: 'push_endpoint_private',
        field: 'endpoint',
      })
    }
    expect(await endpointsOf(a.user!.id)).toEqual([])
    // A push service on the internet, and the allowed host, are taken.
    const fcm = 'https://fcm.googleapis.com/fcm/send/abc123'
    expect((await a.post('/api/push/subscriptions', { endpoint: fcm, keys })).status).toBe(201)
    const allowed = `${service.url}/push/allowed`
    expect((await a.post('/api/push/subscriptions', { endpoint: allowed, keys })).status).toBe(201)
  })

  it('checks the address again when it sends: a name that resolves to loopback, or a stored private address, is never connected to', async () => {
    const [a, b] = await Promise.all([person('Target'), person('Trigger')])
    // As if stored before these checks, or a name whose DNS answer changed since (rebinding).
    const byName = makeBrowser(internal, 'by-name')
    const literal = makeBrowser(internal, 'literal')
    const rows = [
      { ...byName.subscription, endpoint: `${service.url.replace('127.0.0.1', 'localhost')}${byName.path}` },
      literal.subscription,
    ]
    await server.db
      .insert(pushSubscriptions)
      .values(rows.map(({ endpoint, keys }) => ({ userId: a.user!.id, endpoint, ...keys })))
    // 410 would delete the subscription: the caller would learn how the internal address answered.
    service.answer(byName.path, 410)
    internal.answer(literal.path, 410)

    await match(a, b)
    await expect.poll(async () => (await pushOutcome(a.user!.id))?.status, { timeout: 5000 }).toBe('failed')
    expect((await pushOutcome(a.user!.id))?.last_error).toMatch(
      /localhost resolves to .*, a private address.*127\.0\.0\.2 is a private address/,
    )
    expect(service.received.filter((push) => push.path === byName.path)).toEqual([])
    expect(internal.received).toEqual([])
    expect(await endpointsOf(a.user!.id)).toEqual(rows.map((row) => row.endpoint).sort())
  })

  it('does not follow a redirect from a push service', async () => {
    const [a, b] = await Promise.all([person('Redirected'), person('Matcher')])
    const browser = makeBrowser(service, 'redirected')
    expect((await a.post('/api/push/subscriptions', browser.subscription)).status).toBe(201)
    service.answer(browser.path, 307, { location: `${internal.url}/push/followed` })
    await match(a, b)
    await expect.poll(async () => (await pushOutcome(a.user!.id))?.status, { timeout: 5000 }).toBe('failed')
    expect((await pushOutcome(a.user!.id))?.last_error).toContain('push service answered 307')
    expect(internal.received).toEqual([])
  })
})
