import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../test/client'
import { createMatch, createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, disconnected, nextEvent, type TestSocket } from '../../test/socket'
import { SESSION_COOKIE } from '../plugins/session'

const { DATABASE_URL, REDIS_URL } = process.env

// Two app instances on one PostgreSQL database, sharing rooms through Redis (docs/engineering.md §1).
describe.skipIf(!DATABASE_URL || !REDIS_URL)('several instances through Redis', () => {
  let one: TestServer
  let two: TestServer
  const sockets: TestSocket[] = []
  beforeAll(async () => {
    one = await startTestServer({ REDIS_URL: REDIS_URL! })
    two = await startTestServer({ REDIS_URL: REDIS_URL! }, { databaseUrl: one.databaseUrl })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await two?.close()
    await one?.close()
  })

  const connect = async (...args: Parameters<typeof connectSocket>) => {
    const socket = await connectSocket(...args)
    sockets.push(socket)
    return socket
  }

  it('delivers a message sent through one instance to a socket on the other, both ways', async () => {
    const a = await createUser(one.url, { firstName: 'One', profile: {} })
    const b = await createUser(two.url, { firstName: 'Two', profile: {} })
    const { conversationId } = await createMatch(one, { a, b })
    const [sa, sb] = await Promise.all([connect(a), connect(b)])
    await Promise.all([sa, sb].map((s) => s.emitWithAck('join-conversation', conversationId)))

    const onTwo = nextEvent(sb, 'new-message')
    const sent = await a.post('/api/messages', { conversationId, content: 'Across instances' })
    expect(sent.status).toBe(201)
    expect(await onTwo).toEqual(sent.body)

    const onOne = nextEvent(sa, 'new-message')
    const ack = await sb.emitWithAck('send-message', { conversationId, content: 'And back' })
    expect(ack.ok).toBe(true)
    expect((await onOne).content).toBe('And back')
  })

  it('delivers team messages across instances', async () => {
    const a = await createUser(one.url, { firstName: 'TeamOne', profile: {} })
    const b = await createUser(two.url, { firstName: 'TeamTwo', profile: {} })
    const { teamId } = await createTeam(one, { owner: a, members: [b] })
    const sb = await connect(b)
    await sb.emitWithAck('join-team', teamId)
    const arrival = nextEvent(sb, 'new-message')
    await a.post(`/api/teams/${teamId}/chat`, { content: 'Hello from instance one' })
    expect((await arrival).content).toBe('Hello from instance one')
  })

  it('disconnects a socket on the other instance when its session ends', async () => {
    const a = await createUser(one.url, { firstName: 'Logout', profile: {} })
    // The same session cookie, used against the second instance.
    const socket = await connect(a, { baseUrl: two.url })
    const gone = disconnected(socket)
    await a.post('/api/auth/logout')
    expect(await gone).toBe('io server disconnect')
  })

  it('ends a session on the other instance too, though that instance holds it in its session cache', async () => {
    const a = await createUser(one.url, { firstName: 'Cached', profile: {} })
    const onTwo = new ApiClient(two.url)
    onTwo.cookies.set(SESSION_COOKIE, a.cookies.get(SESSION_COOKIE)!)
    expect((await onTwo.get('/api/profiles/discover')).status).toBe(200)

    expect((await a.post('/api/auth/logout')).status).toBe(200)
    // Told through Redis, so within moments rather than when the cached copy would run out (30 s).
    await expect
      .poll(async () => (await onTwo.get('/api/profiles/discover')).status, { timeout: 2000, interval: 50 })
      .toBe(401)
  })
})
