import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket, leave, type TestSocket } from '../../../test/socket'
import { queryRows } from '../../db/prepare'
import { makeBrowser, type PushService, startPushService, type TestBrowser } from './push-test-kit'
import { loadVapidDetails } from './vapid'

let service: PushService
let server: TestServer
const sockets: TestSocket[] = []
beforeAll(async () => {
  service = await startPushService()
  server = await startTestServer({
    // The stand-in push service is on loopback, which is refused unless allowed.
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    OUTBOX_POLL_MS: '20',
    OUTBOX_RETRY_BASE_SECONDS: '0.05',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  })
})
afterEach(async () => {
  // Presence writes its transition after the socket is gone: it lands before the next test.
  await leave(server, ...sockets.splice(0))
})
afterAll(async () => {
  await server?.close()
  await service?.close()
})

const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })
const subscribe = async (client: ApiClient, name: string) => {
  const browser = makeBrowser(service, name)
  expect((await client.post('/api/push/subscriptions', browser.subscription)).status).toBe(201)
  return browser
}
const pushesTo = (browser: TestBrowser) => service.received.filter((push) => push.path === browser.path)
const unsubscribe = (client: ApiClient, endpoint: string) =>
  client.request('DELETE', '/api/push/subscriptions', { endpoint })
const devicesOf = (userId: string) =>
  queryRows<{ endpoint: string }>(
    server.db,
    sql`select endpoint from push_subscriptions where user_id = ${userId}`,
  )

async function match(first: ApiClient, second: ApiClient) {
  await first.post('/api/swipes', { swipedId: second.user!.id, action: 'like' })
  const liked = await second.post('/api/swipes', { swipedId: first.user!.id, action: 'like' })
  expect(liked.body.isMatch).toBe(true)
  return liked.body.match as { id: string; conversationId: string }
}

/**
 * Gives the worker its chances to push what it should not, before a test says nothing came: a drain
 * joins the worker's drain under way, then handles every row due, so what was due is pushed (or not) now.
 */
const settle = () => server.app.outbox.drain()

describe('web push', () => {
  it('pushes a new match to a person who is offline, encrypted for their browser', async () => {
    const [a, b] = await Promise.all([person('Anele'), person('Busi')])
    const browser = await subscribe(a, 'anele')
    const made = await match(a, b)
    await expect.poll(() => pushesTo(browser).length).toBe(1)
    const [push] = pushesTo(browser)
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    expect(push!.headers.ttl).toBe('86400')
    // Signed with the server's VAPID key, the one browsers subscribe with.
    const { publicKey } = (await a.get('/api/push/public-key')).body
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${publicKey}$`))
    expect(browser.read(push!)).toEqual({
      title: `You matched with Busi ${b.user!.lastName}`,
      body: 'Say hello',
      url: `/matches?match=${made.id}`,
      tag: `match:${made.id}`,
    })
    await settle()
    expect(pushesTo(browser)).toHaveLength(1)
  })

  it("pushes a message in the person's language, naming the sender, never the words", async () => {
    const [a, b] = await Promise.all([person('Lucía'), person('Marta')])
    const { id: matchId, conversationId } = await match(b, a)
    expect((await a.put('/api/settings/app', { language: 'es' })).status).toBe(200)
    const browser = await subscribe(a, 'lucia')
    await b.post('/api/messages', { conversationId, content: 'The secret plan for Friday' })
    await expect.poll(() => pushesTo(browser).length).toBe(1)
    const payload = browser.read(pushesTo(browser)[0]!)
    expect(payload).toMatchObject({ url: `/matches?match=${matchId}`, body: 'Abrir la conversación' })
    expect(payload.title).toContain(`Marta ${b.user!.lastName}`)
    expect(JSON.stringify(payload)).not.toContain('secret')
  })

  it('sends no push when pushNotifications is off', async () => {
    const [a, b] = await Promise.all([person('Quiet'), person('Loud')])
    const browser = await subscribe(a, 'quiet')
    expect((await a.put('/api/settings/notifications', { pushNotifications: false })).status).toBe(200)
    await match(a, b)
    await settle()
    expect(pushesTo(browser)).toEqual([])
  })

  it('sends no push for messages when newMessages is off', async () => {
    const [a, b] = await Promise.all([person('NoChat'), person('Chatter')])
    const { conversationId } = await match(b, a)
    const browser = await subscribe(a, 'nochat')
    expect((await a.put('/api/settings/notifications', { newMessages: false })).status).toBe(200)
    await b.post('/api/messages', { conversationId, content: 'Hello?' })
    await settle()
    expect(pushesTo(browser)).toEqual([])
  })

  it('sends no push to a person whose socket is connected', async () => {
    const [a, b] = await Promise.all([person('Online'), person('Writer')])
    const browser = await subscribe(a, 'online')
    sockets.push(await connectSocket(a))
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ online: boolean }>(
              server.db,
              sql`select online from user_presence where user_id = ${a.user!.id}`,
            )
          )[0]?.online,
      )
      .toBe(true)
    await match(a, b)
    await settle()
    expect(pushesTo(browser)).toEqual([])
  })

  it('pushes to each of a person’s browsers', async () => {
    const [a, b] = await Promise.all([person('Twice'), person('Once')])
    const [phone, laptop] = [await subscribe(a, 'phone'), await subscribe(a, 'laptop')]
    await match(a, b)
    await expect.poll(() => pushesTo(phone).length + pushesTo(laptop).length).toBe(2)
    expect(laptop.read(pushesTo(laptop)[0]!).title).toBe(`You matched with Once ${b.user!.lastName}`)
  })

  it('a 410 from the push service deletes the subscription', async () => {
    const [a, b, c] = await Promise.all([person('Gone'), person('Left'), person('Still')])
    const [gone, kept] = [await subscribe(a, 'gone'), await subscribe(a, 'kept')]
    service.answer(gone.path, 410)
    await match(a, b)
    await expect
      .poll(async () => (await devicesOf(a.user!.id)).map((row) => row.endpoint))
      .toEqual([kept.subscription.endpoint])
    expect(pushesTo(kept)).toHaveLength(1)
    // And a 404 the same: the next push finds one browser left, and that one gone too.
    service.answer(kept.path, 404)
    await match(a, c)
    await expect.poll(() => devicesOf(a.user!.id)).toEqual([])
  })

  it('retries a push the push service could not take', async () => {
    const [a, b] = await Promise.all([person('Retry'), person('Later')])
    const browser = await subscribe(a, 'retry')
    service.answer(browser.path, 503)
    await match(a, b)
    await expect.poll(() => pushesTo(browser).length).toBeGreaterThanOrEqual(2)
    service.answer(browser.path, 201)
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ status: string }>(
              server.db,
              sql`select status from outbox where user_id = ${a.user!.id} and channel = 'push'`,
            )
          )[0]?.status,
      )
      .toBe('sent')
    expect(await devicesOf(a.user!.id)).toHaveLength(1)
  })
})

describe('push subscriptions', () => {
  it('a subscription belongs to its owner: another person cannot delete it', async () => {
    const [owner, other] = await Promise.all([person('Owner'), person('Other')])
    const browser = await subscribe(owner, 'owned')
    expect((await unsubscribe(other, browser.subscription.endpoint)).status).toBe(404)
    expect(await devicesOf(owner.user!.id)).toHaveLength(1)
    expect((await unsubscribe(owner, browser.subscription.endpoint)).status).toBe(204)
    expect(await devicesOf(owner.user!.id)).toEqual([])
  })

  it('subscribing a browser for another person moves it to them', async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')])
    const browser = await subscribe(first, 'shared')
    expect((await second.post('/api/push/subscriptions', browser.subscription)).status).toBe(201)
    expect(await devicesOf(first.user!.id)).toEqual([])
    expect(await devicesOf(second.user!.id)).toEqual([{ endpoint: browser.subscription.endpoint }])
  })

  it('the data export lists the browsers a person gets pushes on, without their keys', async () => {
    const a = await person('Exporter')
    const browser = await subscribe(a, 'exported')
    const { body } = await a.get('/api/settings/export')
    expect(body.pushSubscriptions).toEqual([
      { endpoint: browser.subscription.endpoint, createdAt: expect.any(String) },
    ])
  })

  it('refuses a subscription without its keys, and anyone signed out', async () => {
    const a = await person('Careless')
    const browser = makeBrowser(service, 'careless')
    const { keys: _keys, ...withoutKeys } = browser.subscription
    expect((await a.post('/api/push/subscriptions', withoutKeys)).status).toBe(400)
    const bad = { ...browser.subscription, keys: { p256dh: 'not base64!', auth: 'x' } }
    expect((await a.post('/api/push/subscriptions', bad)).status).toBe(400)
    const stranger = new (a.constructor as new (url: string) => ApiClient)(server.url)
    expect((await stranger.post('/api/push/subscriptions', browser.subscription)).status).toBe(401)
    expect((await stranger.get('/api/push/public-key')).status).toBe(401)
  })

  it('makes the VAPID keys once and keeps them in the database', async () => {
    const a = await person('Keys')
    const { publicKey } = (await a.get('/api/push/public-key')).body
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    // Another instance starting on the same database finds the same pair instead of making its own.
    const again = await loadVapidDetails(server.db, server.app.config.push)
    expect(again.publicKey).toBe(publicKey)
    expect(again.privateKey).toBe(server.app.push.vapid.privateKey)
    // VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, when set, are used as they are.
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'k'.repeat(43) }
    const fromEnv = await loadVapidDetails(server.db, { ...server.app.config.push, keys: configured })
    expect(fromEnv).toMatchObject(configured)
  })
})
