import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { loadConfig } from '../../config'

const SECRET = 'a-turn-secret-shared-with-coturn'
const stun = { urls: 'stun:stun.example.org:3478' }

describe('GET /api/calls/ice-servers', () => {
  let plain: TestServer
  let configured: TestServer
  beforeAll(async () => {
    ;[plain, configured] = await Promise.all([
      startTestServer(),
      startTestServer({
        ICE_SERVERS: JSON.stringify([stun]),
        TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349',
        TURN_SECRET: SECRET,
      }),
    ])
  })
  afterAll(async () => {
    await Promise.all([plain?.close(), configured?.close()])
  })

  it('is for signed-in people only', async () => {
    expect((await new ApiClient(plain.url).get('/api/calls/ice-servers')).status).toBe(401)
  })

  it('is empty with nothing configured: loopback and LAN calls need no server', async () => {
    const person = await createUser(plain.url)
    expect((await person.get('/api/calls/ice-servers')).body).toEqual({ iceServers: [] })
  })

  it('lists ICE_SERVERS, then TURN with a credential of this person valid for 12 hours', async () => {
    const person = await createUser(configured.url)
    const before = Math.floor(Date.now() / 1000)
    const res = await person.get('/api/calls/ice-servers')
    expect(res.headers.get('cache-control')).toContain('no-store')
    const [first, turn] = res.body.iceServers
    expect(first).toEqual(stun)
    expect(turn.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'])
    const [expiry, userId] = turn.username.split(':')
    expect(userId).toBe(person.user!.id)
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(12 * 3600)
    expect(Number(expiry) - before).toBeLessThanOrEqual(12 * 3600 + 2)
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username).digest('base64'))
  })
})

describe('call settings', () => {
  it('refuses what would break calls, naming the variable', () => {
    const failure = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (error) {
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(failure({ ICE_SERVERS: 'stun:x' })).toMatch(/^Invalid environment variable ICE_SERVERS: must be/)
    expect(failure({ ICE_SERVERS: '{"urls":"stun:x"}' })).toMatch(
      /^Invalid environment variable ICE_SERVERS:/,
    )
    expect(failure({ TURN_URLS: 'turn:x:3478' })).toMatch(/TURN_SECRET: TURN_URLS and TURN_SECRET/)
    expect(failure({ TURN_URLS: 'https://x', TURN_SECRET: SECRET })).toMatch(
      /^Invalid environment variable TURN_URLS/,
    )
    expect(failure({ CALL_RING_TIMEOUT_MS: '10' })).toMatch(/CALL_RING_TIMEOUT_MS/)
  })

  it('rings 30 s and waits 30 s for a vanished call by default', () => {
    expect(loadConfig({}).calls).toEqual({
      ringMs: 30_000,
      offlineGraceMs: 30_000,
      iceServers: [],
      turn: undefined,
    })
  })
})
