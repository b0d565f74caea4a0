import type { Session } from '@shared/schemas/sessions'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { collect, connectSocket, disconnected, nextEvent, sleep, type TestSocket } from '../../../test/socket'
import { sessions } from '../../db/schema'

// docs/decisions/026: a person sees where they are signed in and can end any of those sessions.
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const { DATABASE_URL, REDIS_URL } = process.env

let server: TestServer
const sockets: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer(REDIS_URL ? { REDIS_URL } : {})
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

/** The same person signed in again from another browser, which says it is `userAgent`. */
async function signInAgain(person: ApiClient, userAgent: string, baseUrl = person.baseUrl) {
  const browser = new ApiClient(baseUrl)
  const { email, firstName, lastName } = person.user!
  const res = await browser.post(
    '/api/auth/dev-login',
    { email, firstName, lastName },
    { 'user-agent': userAgent },
  )
  expect(res.status).toBe(200)
  browser.user = person.user
  return browser
}

const list = async (client: ApiClient) => {
  const res = await client.get<Session[]>('/api/auth/sessions')
  expect(res.status).toBe(200)
  return res.body
}
const currentId = async (client: ApiClient) => (await list(client)).find((s) => s.current)!.id

const connect = async (client: ApiClient, baseUrl?: string) => {
  const socket = await connectSocket(client, { baseUrl })
  sockets.push(socket)
  return socket
}

describe('GET /api/auth/sessions', () => {
  it("lists the caller's own sessions, this one first, with browser and OS read from the user agent", async () => {
    const laptop = await createUser(server.url, { firstName: 'Lerato', profile: {} })
    const phone = await signInAgain(laptop, PHONE_UA)
    await signInAgain(laptop, LAPTOP_UA)
    const stranger = await createUser(server.url, { firstName: 'Stranger', profile: {} })

    const seen = await list(phone)
    expect(seen).toHaveLength(3)
    expect(seen[0]).toMatchObject({ current: true, browser: 'Safari', os: 'iOS' })
    expect(seen.filter((s) => s.current)).toHaveLength(1)
    expect(seen).toContainEqual(
      expect.objectContaining({ current: false, browser: 'Firefox', os: 'Windows' }),
    )
    for (const session of seen) {
      expect(Object.keys(session).sort()).toEqual([
        'browser',
        'createdAt',
        'current',
        'id',
        'lastSeenAt',
        'os',
      ])
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt))
    }
    // Nobody sees another person's sessions.
    const theirs = await list(stranger)
    expect(theirs).toHaveLength(1)
    expect(seen.map((s) => s.id)).not.toContain(theirs[0]!.id)
  })

  it('does not write last_seen_at on every request', async () => {
    const person = await createUser(server.url, { profile: {} })
    const id = await currentId(person)
    const lastSeen = async () =>
      (await server.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastSeenAt.getTime()
    const before = await lastSeen()
    for (let i = 0; i < 3; i++) expect((await person.get('/api/auth/user')).status).toBe(200)
    expect(await lastSeen()).toBe(before)
  })

  it('answers 401 to someone signed out, on every session endpoint', async () => {
    const visitor = new ApiClient(server.url)
    expect((await visitor.get('/api/auth/sessions')).status).toBe(401)
    expect((await visitor.delete(`/api/auth/sessions/${crypto.randomUUID()}`)).status).toBe(401)
    expect((await visitor.post('/api/auth/sessions/revoke-others')).status).toBe(401)
  })
})

describe('DELETE /api/auth/sessions/{id}', () => {
  it('ending a session signs that browser out and closes its socket', async () => {
    const laptop = await createUser(server.url, { firstName: 'Sipho', profile: {} })
    const phone = await signInAgain(laptop, PHONE_UA)
    const socket = await connect(phone)
    // In use, hence in the session cache: ending it must still take effect at once.
    expect((await phone.get('/api/profiles/discover')).status).toBe(200)
    const gone = disconnected(socket)

    const res = await laptop.delete(`/api/auth/sessions/${await currentId(phone)}`)
    expect(res.status).toBe(204)
    expect(await gone).toBe('io server disconnect')
    expect((await phone.get('/api/profiles/discover')).status).toBe(401)
    expect((await phone.get('/api/auth/user')).status).toBe(401)
    // The laptop stays signed in, now alone.
    expect((await laptop.get('/api/auth/user')).status).toBe(200)
    expect((await list(laptop)).map((s) => s.current)).toEqual([true])
  })

  it("answers 404 for someone else's session, which goes on working", async () => {
    const owner = await createUser(server.url, { profile: {} })
    const intruder = await createUser(server.url, { profile: {} })
    const res = await intruder.delete(`/api/auth/sessions/${await currentId(owner)}`)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'session_not_found' })
    expect((await owner.get('/api/auth/user')).status).toBe(200)
    // An id that was never a session gets the same answer.
    expect((await intruder.delete(`/api/auth/sessions/${crypto.randomUUID()}`)).status).toBe(404)
  })

  it('answers 400 for an id that is not a uuid', async () => {
    const person = await createUser(server.url, { profile: {} })
    const res = await person.delete('/api/auth/sessions/not-a-session')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'session_id_invalid', field: 'id' })
  })

  it('ending the current session signs this browser out and clears its cookie', async () => {
    const person = await createUser(server.url, { profile: {} })
    const res = await person.delete(`/api/auth/sessions/${await currentId(person)}`)
    expect(res.status).toBe(204)
    expect(person.cookies.has('bubbles_session')).toBe(false)
    expect((await person.get('/api/auth/user')).status).toBe(401)
  })
})

describe('POST /api/auth/sessions/revoke-others', () => {
  it('ends every other session of the person and keeps the current one', async () => {
    const laptop = await createUser(server.url, { firstName: 'Naledi', profile: {} })
    const phone = await signInAgain(laptop, PHONE_UA)
    const tablet = await signInAgain(laptop, LAPTOP_UA)
    const bystander = await createUser(server.url, { profile: {} })
    const socket = await connect(phone)
    const gone = disconnected(socket)

    const res = await laptop.post('/api/auth/sessions/revoke-others')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ended: 2 })
    expect(await gone).toBe('io server disconnect')
    expect((await phone.get('/api/auth/user')).status).toBe(401)
    expect((await tablet.get('/api/auth/user')).status).toBe(401)
    expect((await laptop.get('/api/auth/user')).status).toBe(200)
    expect((await list(laptop)).map((s) => s.current)).toEqual([true])
    // Another person's sessions are untouched.
    expect((await bystander.get('/api/auth/user')).status).toBe(200)
  })
})

describe('a new sign-in elsewhere', () => {
  it("tells the person's open pages to show it (sessions-changed), and nobody else's", async () => {
    const laptop = await createUser(server.url, { firstName: 'Kagiso', profile: {} })
    const stranger = await createUser(server.url, { firstName: 'Stranger', profile: {} })
    const [mine, theirs] = await Promise.all([connect(laptop), connect(stranger)])
    const heardByStranger = collect(theirs, 'sessions-changed')
    const told = nextEvent(mine, 'sessions-changed')

    const phone = await signInAgain(laptop, PHONE_UA)
    await told
    // What it tells them to fetch again now lists the new session.
    expect((await list(laptop)).map((s) => s.id)).toContain(await currentId(phone))
    await sleep(200)
    expect(heardByStranger).toEqual([])
  })
})

// Two app instances on one PostgreSQL database, told of ended sessions through Redis.
describe.skipIf(!DATABASE_URL || !REDIS_URL)('on several instances', () => {
  let two: TestServer
  beforeAll(async () => {
    two = await startTestServer({ REDIS_URL: REDIS_URL! }, { databaseUrl: server.databaseUrl })
  })
  afterAll(() => two?.close())

  it("a sign-in through one instance reaches the person's pages on the other", async () => {
    const laptop = await createUser(server.url, { firstName: 'Tariro', profile: {} })
    const socket = await connect(laptop)
    const told = nextEvent(socket, 'sessions-changed')
    await signInAgain(laptop, PHONE_UA, two.url)
    await told
  })

  it('a session ended through one instance stops at once on the other, and its socket there closes', async () => {
    const laptop = await createUser(server.url, { firstName: 'Farai', profile: {} })
    const phone = await signInAgain(laptop, PHONE_UA, two.url)
    const socket = await connect(phone, two.url)
    // Held in instance two's session cache.
    expect((await phone.get('/api/profiles/discover')).status).toBe(200)
    const gone = disconnected(socket)

    expect((await laptop.delete(`/api/auth/sessions/${await currentId(phone)}`)).status).toBe(204)
    expect(await gone).toBe('io server disconnect')
    // Told through Redis, so within moments rather than when the cached copy would run out (30 s).
    await expect
      .poll(async () => (await phone.get('/api/profiles/discover')).status, { timeout: 2000, interval: 50 })
      .toBe(401)
  })
})
