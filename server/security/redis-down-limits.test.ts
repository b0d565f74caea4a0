import { PassThrough } from 'node:stream'
import { BUDGETS } from '@shared/limits'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineRedis, freePort, hasRedisServer, type RedisServer } from '../../chaos/processes'
import { type ApiClient, createUser, ApiClient as Visitor } from '../../test/client'
import { startTestServer, type TestServer } from '../../test/server'

// With Redis down, limits used to be skipped (skipOnError), so password guessing and
// team creation were unlimited. A redis-server of this file's own, killed after the server starts.
describe.skipIf(!hasRedisServer)('limits while Redis is down', () => {
  let redis: RedisServer
  let server: TestServer
  let owner: ApiClient
  const logLines: string[] = []
  const logged = (text: string) => logLines.filter((line) => line.includes(text))

  beforeAll(async () => {
    redis = defineRedis(await freePort())
    await redis.start()
    const logStream = new PassThrough()
    logStream.on('data', (chunk) => logLines.push(...String(chunk).split('\n').filter(Boolean)))
    server = await startTestServer({ REDIS_URL: redis.url }, { realRateLimits: true, logStream })
    // Signed in while Redis is up: development sign-in is itself limited.
    owner = await createUser(server.url, { firstName: 'Owner', profile: {} })
    await redis.kill()
  }, 60_000)

  afterAll(async () => {
    await server?.close()
    await redis?.kill()
  }, 60_000)

  it('sign-in is still limited while Redis is down', async () => {
    const budget = server.app.config.rateLimits.signIn
    const guesser = new Visitor(server.url)
    const statuses: number[] = []
    for (let i = 0; i < budget + 10; i++) {
      const res = await guesser.post('/api/auth/password-login', {
        email: 'victim@example.com',
        password: `guess-${i}`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(budget).fill(401), ...Array(10).fill(429)])
  })

  it('a budget (team creation) is still spent while Redis is down', async () => {
    const statuses: number[] = []
    for (let i = 0; i < BUDGETS.teams.max + 5; i++) {
      statuses.push((await owner.post('/api/teams', { name: `Team ${i}` })).status)
    }
    expect(statuses).toEqual([...Array(BUDGETS.teams.max).fill(201), ...Array(5).fill(429)])
  })

  it('logs the fallback once, and once when Redis is back', async () => {
    const fallback = "rate limits are counted in this instance's memory"
    expect(logged(fallback)).toHaveLength(1)
    await redis.start()
    await vi.waitFor(() => expect(logged('Redis is back (rate limits)')).toHaveLength(1), {
      timeout: 15_000,
      interval: 200,
    })
    expect(logged(fallback)).toHaveLength(1)
    // Counted in Redis again: a new window, shared by every instance.
    expect((await owner.post('/api/teams', { name: 'After the outage' })).status).not.toBe(500)
  }, 30_000)
})
