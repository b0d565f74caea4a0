import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../test/client'
import { startTestServer } from '../../test/server'
import { prepareDataDirTemplate, type ServerProcess, startServerProcess } from '../../test/server-process'
import { connectSocket, disconnected } from '../../test/socket'

// The real server process, sent real signals: main.ts's shutdown is what is under test.

let template: Awaited<ReturnType<typeof prepareDataDirTemplate>>
const started: { server: ServerProcess; dataDir: string }[] = []

beforeAll(async () => {
  template = await prepareDataDirTemplate()
})
afterEach(() => {
  for (const { server, dataDir } of started.splice(0)) {
    server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
afterAll(() => template?.remove())

async function start(env: Record<string, string>) {
  const dataDir = template.copy()
  const server = await startServerProcess(dataDir, env)
  started.push({ server, dataDir })
  return server
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.status,
    () => 'refused' as const,
  )

/** A POST whose body is sent in two halves, so the request is in flight for as long as the test likes. */
function slowSignIn(url: string) {
  const body = JSON.stringify({ email: 'in-flight@example.com', firstName: 'In', lastName: 'Flight' })
  const half = Math.floor(body.length / 2)
  const sent = request(`${url}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  })
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode!, body: text }))
    })
    sent.on('error', reject)
  })
  // Swallowed here, asserted by the caller (a cut connection rejects it).
  answered.catch(() => {})
  sent.flushHeaders()
  sent.write(body.slice(0, half))
  return { answered, finish: () => sent.end(body.slice(half)) }
}

describe('graceful shutdown', () => {
  it('readiness turns 503 the moment a shutdown begins', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '3000' })
    expect(await status(`${server.url}/readyz`)).toBe(200)
    server.child.kill('SIGTERM')
    await expect.poll(() => status(`${server.url}/readyz`), { timeout: 500, interval: 20 }).toBe(503)
    const body = await (await fetch(`${server.url}/readyz`)).json()
    expect(body).toEqual({ status: 'unready', failing: [], shuttingDown: true })
    // During the grace period everything else is still served: the load balancer is only now moving away.
    expect(await status(`${server.url}/healthz`)).toBe(200)
    expect(await status(`${server.url}/api/matches`)).toBe(401)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('shut down cleanly')
  }, 180_000)

  it('a SIGTERM during a request lets it finish', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '300' })
    const signIn = slowSignIn(server.url)
    // The request has reached the server (headers and half its body) when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 200))
    server.child.kill('SIGTERM')
    // Past the grace period the listener is closed: new connections are refused...
    await expect.poll(() => status(`${server.url}/healthz`), { timeout: 3000, interval: 100 }).toBe('refused')
    expect(server.child.exitCode).toBeNull()
    // ...but the request in flight is still answered, and only then does the process exit, cleanly.
    signIn.finish()
    const answer = await signIn.answered
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ email: 'in-flight@example.com' })
    expect(await server.exited).toBe(0)
  }, 180_000)

  it('a shutdown that cannot finish in time exits non-zero, naming what it waited for', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '100', SHUTDOWN_TIMEOUT_MS: '1500' })
    // Never finished: its connection would be cut only after 10 s, long past the timeout.
    slowSignIn(server.url)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const signalled = performance.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(1)
    expect(performance.now() - signalled).toBeLessThan(5000)
    expect(server.output()).toMatch(
      /shutdown did not finish within 1500 ms.*still waiting for requests in flight/,
    )
  }, 180_000)
})

describe('sockets of a closing instance', () => {
  it('are dropped, not told "server disconnect", so their clients reconnect and catch up', async () => {
    const closing = await startTestServer()
    const person = await createUser(closing.url)
    const socket = await connectSocket(person)
    const gone = disconnected(socket)
    await closing.close()
    // Socket.IO clients never reconnect after "io server disconnect"; after "transport close" they do.
    expect(await gone).toBe('transport close')
  })
})
