import { PassThrough } from 'node:stream'
import { rooms } from '@shared/socket-events'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineRedis, freePort, hasRedisServer, type RedisServer } from '../../chaos/processes'
import { ApiClient, createUser } from '../../test/client'
import { createMatch, createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { collect, connectSocket, nextEvent, roundTrip, sleep, type TestSocket } from '../../test/socket'
import { users } from '../db/schema'

// docs/decisions/015: what an instance does when Redis goes away and comes back. Two instances on one PostgreSQL
// database and a redis-server of this file's own, which it kills and starts again.
const { DATABASE_URL } = process.env
const REVOCATION_LIMIT_MS = 30_000

/** The same signed-in person, talking to another instance. */
function sameSession(client: ApiClient, baseUrl: string) {
  const other = new ApiClient(baseUrl)
  other.cookies = client.cookies
  other.user = client.user
  return other
}

describe.skipIf(!DATABASE_URL || !hasRedisServer)('several instances while Redis is down', () => {
  let redis: RedisServer
  let one: TestServer
  let two: TestServer
  const logLines: string[] = []
  const sockets: TestSocket[] = []
  const person = (firstName: string, server = one) => createUser(server.url, { firstName, profile: {} })
  const connectTo = async (server: TestServer, client: ApiClient) => {
    const socket = await connectSocket(client, { baseUrl: server.url })
    sockets.push(socket)
    return socket
  }

  beforeAll(async () => {
    redis = defineRedis(await freePort())
    await redis.start()
    const logStream = new PassThrough()
    logStream.on('data', (chunk) => logLines.push(...String(chunk).split('\n').filter(Boolean)))
    one = await startTestServer({ REDIS_URL: redis.url })
    two = await startTestServer({ REDIS_URL: redis.url }, { databaseUrl: one.databaseUrl, logStream })
  }, 60_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await two?.close()
    await one?.close()
    await redis?.kill()
  }, 120_000)

  it('delivers locally while Redis is down, emits resync to every socket when it is back, and logs the outage once', async () => {
    const [a, b] = await Promise.all([person('Sender'), person('Viewer')])
    const { conversationId } = await createMatch(one, { a, b })
    const [onOne, onTwo] = await Promise.all([connectTo(one, b), connectTo(two, b)])
    for (const socket of [onOne, onTwo]) {
      expect((await socket.emitWithAck('join-conversation', conversationId)).ok).toBe(true)
    }
    const seenOnOne = collect(onOne, 'new-message')
    const resyncs = [nextEvent(onOne, 'resync', 20_000), nextEvent(onTwo, 'resync', 20_000)]

    await redis.kill()
    for (let i = 0; i < 5; i++) {
      expect((await a.post('/api/messages', { conversationId, content: `During ${i}` })).status).toBe(201)
    }
    // The sender's own instance still reaches the sockets it holds.
    await expect
      .poll(() => seenOnOne.map((m) => m.content))
      .toEqual([0, 1, 2, 3, 4].map((i) => `During ${i}`))
    // Time is what is tested here: the outage lasts long enough for every Redis connection of both
    // instances to notice it, so each has an outage to log and a recovery to announce.
    await sleep(2000)
    await redis.start()
    await Promise.all(resyncs)
    // Every connection says when it is back (the rate limits' retries are slower than the adapter's):
    // up to 10 s for all four; fewer is for the assertions below to judge.
    await vi
      .waitFor(
        () => {
          if (logLines.filter((line) => line.includes('Redis is back')).length < 4) throw new Error('not yet')
        },
        { timeout: 10_000, interval: 200 },
      )
      .catch(() => {})

    const outages = logLines.filter((line) => line.includes('Redis unreachable'))
    const recoveries = logLines.filter((line) => line.includes('Redis is back'))
    // One line per connection of the instance (publish, subscribe, presence, rate limits), not per event.
    expect(outages.length).toBeGreaterThan(0)
    expect(outages.length).toBeLessThanOrEqual(4)
    expect(new Set(outages.map((line) => JSON.parse(line).msg)).size).toBe(outages.length)
    expect(recoveries.length).toBe(outages.length)
  }, 40_000)

  describe('revocation without Redis', () => {
    const effects = new Map<string, Promise<number>>()
    let startedAt = 0
    const disconnectedAfter = (socket: TestSocket) =>
      new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now() - startedAt)))
    /** Polls instance two until its socket is out of the room (read on that instance itself). */
    const leftRoomAfter = async (socket: TestSocket, room: string) => {
      for (;;) {
        const local = two.app.io.of('/').adapter.rooms.get(room)
        if (!local?.has(socket.id!)) return Date.now() - startedAt
        if (Date.now() - startedAt > REVOCATION_LIMIT_MS + 5000) return Number.POSITIVE_INFINITY
        await sleep(200)
      }
    }
    let team: { teamId: string; owner: ApiClient; removed: ApiClient; removedSocket: TestSocket }
    let blocked: { conversationId: string; a: ApiClient; b: ApiClient; bSocket: TestSocket }

    beforeAll(async () => {
      const [loggedOut, deleted, suspended, owner, removed, a, b] = await Promise.all(
        ['Logged', 'Deleted', 'Suspended', 'Owner', 'Removed', 'Blocker', 'Blocked'].map((name) =>
          person(name),
        ),
      )
      const { teamId } = await createTeam(one, { owner: owner!, members: [removed!] })
      const { conversationId } = await createMatch(one, { a: a!, b: b! })
      const [loggedOutSocket, deletedSocket, suspendedSocket, removedSocket, bSocket] = await Promise.all(
        [loggedOut, deleted, suspended, removed, b].map((client) => connectTo(two, client!)),
      )
      expect((await removedSocket!.emitWithAck('join-team', teamId)).ok).toBe(true)
      expect((await bSocket!.emitWithAck('join-conversation', conversationId)).ok).toBe(true)
      team = { teamId, owner: owner!, removed: removed!, removedSocket: removedSocket! }
      blocked = { conversationId, a: a!, b: b!, bSocket: bSocket! }

      await redis.kill()
      startedAt = Date.now()
      effects.set('logout', disconnectedAfter(loggedOutSocket!))
      effects.set('deletion', disconnectedAfter(deletedSocket!))
      effects.set('suspension', disconnectedAfter(suspendedSocket!))
      // Made on instance one; instance two never hears of them through Redis.
      expect((await loggedOut!.post('/api/auth/logout')).status).toBe(200)
      expect((await deleted!.delete('/api/profile')).status).toBe(200)
      await one.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended!.user!.id))
      expect((await owner!.delete(`/api/teams/${teamId}/members/${removed!.user!.id}`)).status).toBeLessThan(
        300,
      )
      expect((await a!.post('/api/blocks', { userId: b!.user!.id })).status).toBeLessThan(300)
      effects.set('removal', leftRoomAfter(removedSocket!, rooms.team(teamId)))
      effects.set('block', leftRoomAfter(bSocket!, rooms.conversation(conversationId)))
    }, 60_000)

    afterAll(async () => {
      await redis.start()
    })

    it('a logout during a Redis outage disconnects the socket on the other instance within 30 s', async () => {
      expect(await effects.get('logout')).toBeLessThanOrEqual(REVOCATION_LIMIT_MS)
    }, 40_000)

    it('an account deleted during a Redis outage loses its socket on the other instance within 30 s', async () => {
      expect(await effects.get('deletion')).toBeLessThanOrEqual(REVOCATION_LIMIT_MS)
    }, 40_000)

    it('a suspension during a Redis outage disconnects the socket on the other instance within 30 s', async () => {
      expect(await effects.get('suspension')).toBeLessThanOrEqual(REVOCATION_LIMIT_MS)
    }, 40_000)

    it('a member removed from a team during a Redis outage stops receiving its chat within 30 s', async () => {
      expect(await effects.get('removal')).toBeLessThanOrEqual(REVOCATION_LIMIT_MS)
      const heard = collect(team.removedSocket, 'new-message')
      const owner = sameSession(team.owner, two.url)
      expect((await owner.post(`/api/teams/${team.teamId}/chat`, { content: 'After you left' })).status).toBe(
        201,
      )
      // The post answered once its broadcast left instance two, which holds the socket.
      await roundTrip(team.removedSocket)
      expect(heard).toEqual([])
    }, 40_000)

    it('a block during a Redis outage takes the socket on the other instance out of the conversation within 30 s', async () => {
      expect(await effects.get('block')).toBeLessThanOrEqual(REVOCATION_LIMIT_MS)
      expect(blocked.bSocket.connected).toBe(true)
      expect((await blocked.bSocket.emitWithAck('join-conversation', blocked.conversationId)).ok).toBe(false)
    }, 40_000)
  })
})

describe.skipIf(!DATABASE_URL || !hasRedisServer)('one budget per person', () => {
  let redis: RedisServer
  const servers: TestServer[] = []
  beforeAll(async () => {
    redis = defineRedis(await freePort())
    await redis.start()
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await redis?.kill()
  })

  it('one message budget covers HTTP and socket on every instance, and survives a restart', async () => {
    const env = { REDIS_URL: redis.url }
    const three = await startTestServer(env, { realRateLimits: true })
    servers.push(three)
    const four = await startTestServer(env, { realRateLimits: true, databaseUrl: three.databaseUrl })
    servers.push(four)
    const [a, b] = await Promise.all([
      createUser(three.url, { firstName: 'Rapid', profile: {} }),
      createUser(three.url, { firstName: 'Calm', profile: {} }),
    ])
    const { conversationId } = await createMatch(three, { a, b })
    const socket = await connectSocket(a, { baseUrl: four.url })
    const max = three.app.config.budgets.messages.max
    const half = max / 2
    const viaHttp = await Promise.all(
      Array.from({ length: half }, (_, i) =>
        a.post('/api/messages', { conversationId, content: `http ${i}` }),
      ),
    )
    const viaSocket = await Promise.all(
      Array.from({ length: half }, (_, i) =>
        socket.emitWithAck('send-message', { conversationId, content: `socket ${i}` }),
      ),
    )
    expect(viaHttp.every((answer) => answer.status === 201)).toBe(true)
    expect(viaSocket.every((answer) => answer.ok)).toBe(true)
    const overHttp = await a.post('/api/messages', { conversationId, content: 'one too many' })
    expect(overHttp.status).toBe(429)
    expect(overHttp.body.message).toMatch(/sending messages very quickly/)
    expect(Number(overHttp.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      await socket.emitWithAck('send-message', { conversationId, content: 'and another' }),
    ).toMatchObject({
      ok: false,
      status: 429,
    })
    socket.close()

    // An instance that restarts counts on from where the budget stood.
    await four.close()
    servers.splice(servers.indexOf(four), 1)
    const restarted = await startTestServer(env, { realRateLimits: true, databaseUrl: three.databaseUrl })
    servers.push(restarted)
    const again = await sameSession(a, restarted.url).post('/api/messages', {
      conversationId,
      content: 'later',
    })
    expect(again.status).toBe(429)
    // The other person has a budget of their own.
    expect((await b.post('/api/messages', { conversationId, content: 'still fine' })).status).toBe(201)
  }, 60_000)
})
