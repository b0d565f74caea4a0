import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  defineInstance,
  defineRedis,
  freePort,
  hasRedisServer,
  type Instance,
  type RedisServer,
} from '../../chaos/processes'
import { createUser } from '../../test/client'
import { createMatch } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, nextEvent, type TestSocket } from '../../test/socket'

const { DATABASE_URL } = process.env
// Short enough for a test, the same mechanism as the default 45 s.
const TTL_SECONDS = 3

// An instance that dies without a goodbye (SIGKILL) must not leave its people online (docs/decisions/012). Its own
// Redis on a free port, so no other test's instance can win the sweep; two app instances on PostgreSQL.
describe.skipIf(!DATABASE_URL || !hasRedisServer)('presence when an instance dies', () => {
  let redis: RedisServer
  let survivor: TestServer
  let doomed: Instance
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-doomed-'))
  const sockets: TestSocket[] = []

  beforeAll(async () => {
    redis = defineRedis(await freePort())
    await redis.start()
    const env = { REDIS_URL: redis.url, PRESENCE_TTL_SECONDS: String(TTL_SECONDS) }
    survivor = await startTestServer(env)
    doomed = defineInstance('doomed instance', await freePort(), {
      ...env,
      DATABASE_URL: survivor.databaseUrl!,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    })
    await doomed.start()
  }, 60_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await doomed?.kill()
    await survivor?.close()
    await redis?.kill()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('presence ends within a minute after the instance holding the socket is killed', async () => {
    const [a, b] = await Promise.all([
      createUser(survivor.url, { firstName: 'Watcher', profile: {} }),
      createUser(survivor.url, { firstName: 'Doomed', profile: {} }),
    ])
    await createMatch(survivor, { a, b })
    const watcher = await connectSocket(a)
    sockets.push(watcher)
    const online = nextEvent(watcher, 'presence')
    sockets.push(await connectSocket(b, { baseUrl: doomed.url }))
    expect(await online).toEqual({ userId: b.user!.id, isOnline: true })
    expect((await a.get('/api/matches')).body[0].isOnline).toBe(true)

    const killedAt = Date.now()
    const offline = nextEvent(watcher, 'presence', 60_000)
    await doomed.kill()
    expect(await offline).toEqual({ userId: b.user!.id, isOnline: false })
    const tookMs = Date.now() - killedAt
    // The claim runs out after the TTL; the sweep runs every third of it.
    expect(tookMs).toBeLessThan((TTL_SECONDS + TTL_SECONDS / 3 + 1) * 1000)
    expect((await a.get('/api/matches')).body[0].isOnline).toBe(false)
  }, 70_000)
})
