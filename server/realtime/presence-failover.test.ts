import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../test/client'
import { createMatch } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, nextEvent, type TestSocket } from '../../test/socket'

const root = fileURLToPath(new URL('../..', import.meta.url))
const { DATABASE_URL } = process.env
const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
// Short enough for a test, the same mechanism as the default 45 s.
const TTL_SECONDS = 3

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Resolves once the child printed `text` on stdout; rejects if it exits first. */
const printed = (child: ChildProcess, text: string) =>
  new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes(text)) resolve()
    })
    child.stderr!.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`exited (${code}) before "${text}": ${output}`)))
  })

// An instance that dies without a goodbye (SIGKILL) must not leave its people online (issue 9). Its own
// Redis on a free port, so no other test's instance can win the sweep; two app instances on PostgreSQL.
describe.skipIf(!DATABASE_URL || !hasRedisServer)('presence when an instance dies', () => {
  let redis: ChildProcess
  let redisUrl: string
  let survivor: TestServer
  let doomed: ChildProcess
  let doomedUrl: string
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-doomed-'))
  const sockets: TestSocket[] = []

  beforeAll(async () => {
    const redisPort = await freePort()
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    await printed(redis, 'Ready to accept connections')
    redisUrl = `redis://127.0.0.1:${redisPort}`
    const env = { REDIS_URL: redisUrl, PRESENCE_TTL_SECONDS: String(TTL_SECONDS) }
    survivor = await startTestServer(env)
    const port = await freePort()
    doomedUrl = `http://127.0.0.1:${port}`
    doomed = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: doomedUrl,
        DATABASE_URL: survivor.databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
    })
    await printed(doomed, 'Bubbles is running at')
  }, 60_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    doomed?.kill('SIGKILL')
    await survivor?.close()
    redis?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('presence ends within a minute after the instance holding the socket is killed', async () => {
    const [a, b] = await Promise.all([
      createUser(survivor.url, { firstName: 'Watcher', profile: {} }),
      createUser(survivor.url, { firstName: 'Doomed', profile: {} }),
    ])
    await createMatch(survivor.db, a.user!, b.user!)
    const watcher = await connectSocket(a)
    sockets.push(watcher)
    const online = nextEvent(watcher, 'presence')
    sockets.push(await connectSocket(b, { baseUrl: doomedUrl }))
    expect(await online).toEqual({ userId: b.user!.id, isOnline: true })
    expect((await a.get('/api/matches')).body[0].isOnline).toBe(true)

    const killedAt = Date.now()
    const offline = nextEvent(watcher, 'presence', 60_000)
    doomed.kill('SIGKILL')
    expect(await offline).toEqual({ userId: b.user!.id, isOnline: false })
    const tookMs = Date.now() - killedAt
    // The claim runs out after the TTL; the sweep runs every third of it.
    expect(tookMs).toBeLessThan((TTL_SECONDS + TTL_SECONDS / 3 + 1) * 1000)
    expect((await a.get('/api/matches')).body[0].isOnline).toBe(false)
  }, 70_000)
})
