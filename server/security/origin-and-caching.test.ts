import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../test/client'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket } from '../../test/socket'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('the Origin check compares scheme, host and port', () => {
  it('refuses a state-changing request from the same host on another scheme or port', async () => {
    const a = await createUser(server.url, { firstName: 'Origin', profile: {} })
    const { host, port } = new URL(server.url)
    const post = (origin: string) => a.post('/api/portfolio', { title: 'x' }, { origin })
    expect((await post(`https://${host}`)).status).toBe(403)
    expect((await post(`http://127.0.0.1:${Number(port) + 1}`)).status).toBe(403)
    expect((await post(`https://${host}`)).body.message).toBe('Cross-site request refused')
    expect((await post(new URL(server.url).origin)).status).toBe(201)
  })

  it('refuses the same on the socket handshake', async () => {
    const a = await createUser(server.url, { firstName: 'Socket', profile: {} })
    const { host, port } = new URL(server.url)
    await expect(connectSocket(a, { origin: `https://${host}` })).rejects.toThrow()
    await expect(connectSocket(a, { origin: `http://127.0.0.1:${Number(port) + 1}` })).rejects.toThrow()
    const ok = await connectSocket(a)
    expect(ok.connected).toBe(true)
    ok.close()
  })
})

describe('Cache-Control', () => {
  it('marks a signed-in person’s API answers no-store, and leaves public ones alone', async () => {
    const a = await createUser(server.url, { firstName: 'Private', profile: {} })
    for (const path of ['/api/auth/user', '/api/matches', '/api/notifications', '/api/settings']) {
      expect((await a.get(path)).headers.get('cache-control')).toBe('no-store')
    }
    expect((await a.post('/api/portfolio', { title: 'Mine' })).headers.get('cache-control')).toBe('no-store')
    const visitor = new ApiClient(server.url)
    expect((await visitor.get('/api/profiles/discover/demo')).headers.get('cache-control')).not.toBe(
      'no-store',
    )
  })
})
