// A handshake the server cannot check (its PostgreSQL away, the session not in the
// instance's cache) must say "try again", or the browser, which Socket.IO leaves disconnected after
// any refusal, stays deaf until a reload. Only a session that is unknown or ended is refused for good.
//
// Two instances on one PostgreSQL database: A reaches it directly, B through a proxy the test can cut
// (the shared server is never stopped). People sign in on A, so B has never cached their sessions.
import type { HandshakeRefusal } from '@shared/socket-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PgProxy, startPgProxy } from '../../chaos/pg-proxy'
import { ApiClient, createUser } from '../../test/client'
import { usingPostgres } from '../../test/database'
import { startTestServer, type TestServer } from '../../test/server'
import { openSocket } from '../../test/socket'

/** The handshake's outcome on instance B: connected, or the refusal's message and `data`. */
function handshakeOnB(client: ApiClient) {
  const socket = openSocket(client, { baseUrl: b.url })
  return new Promise<{ connected: true } | { message: string; data: HandshakeRefusal | undefined }>(
    (resolve) => {
      socket.once('connect', () => {
        socket.close()
        resolve({ connected: true })
      })
      socket.once('connect_error', (error) => {
        socket.close()
        resolve({ message: error.message, data: (error as Error & { data?: HandshakeRefusal }).data })
      })
      socket.connect()
    },
  )
}

let a: TestServer
let b: TestServer
let proxy: PgProxy

describe.skipIf(!usingPostgres())('socket handshake while PostgreSQL is away', () => {
  beforeAll(async () => {
    a = await startTestServer()
    const target = new URL(a.databaseUrl!)
    proxy = await startPgProxy({ host: target.hostname, port: Number(target.port || 5432) })
    b = await startTestServer({}, { databaseUrl: proxy.urlFor(a.databaseUrl!) })
  })
  afterAll(async () => {
    // B first: A drops the database, which B's pool still holds connections to.
    await b?.close()
    await proxy?.close()
    await a?.close()
  })

  it('answers "try again" when it cannot look the session up, and connects once the database is back', async () => {
    const person = await createUser(a.url, { firstName: 'Outage', profile: {} })
    proxy.cut()
    try {
      expect(await handshakeOnB(person)).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        data: { code: 'server_error', retry: true },
      })
    } finally {
      proxy.restore()
    }
    expect(await handshakeOnB(person)).toEqual({ connected: true })
  })

  it('refuses an unknown session for good', async () => {
    const stranger = new ApiClient(a.url)
    stranger.cookies.set('bubbles_session', 'not-a-session-token')
    expect(await handshakeOnB(stranger)).toEqual({
      message: 'Please sign in to continue',
      data: { code: 'unauthorized', retry: false },
    })
  })

  it('refuses a session that ended (logged out) for good', async () => {
    const person = await createUser(a.url, { firstName: 'Ended', profile: {} })
    const before = new ApiClient(a.url)
    before.cookies = new Map(person.cookies)
    expect((await person.post('/api/auth/logout')).status).toBeLessThan(300)
    expect(await handshakeOnB(before)).toEqual({
      message: 'Please sign in to continue',
      data: { code: 'unauthorized', retry: false },
    })
  })

  it('refuses a handshake without a session cookie for good', async () => {
    expect(await handshakeOnB(new ApiClient(a.url))).toMatchObject({
      data: { code: 'unauthorized', retry: false },
    })
  })
})
