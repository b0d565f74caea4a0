// Real processes the chaos suite can kill: app instances (server/main.ts, exactly as production starts it)
// and a private redis-server. Faults SIGKILL them (a crash says no goodbye), except the graceful restart,
// which sends SIGTERM as an orchestrator does and waits for the instance's own shutdown.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A port nobody listens on right now (the OS picks it; a restart then reuses it on purpose). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

// Every child of this run: a failed assertion, an exception or Ctrl-C must not leave servers behind
// holding ports, a data-dir lock or a PostgreSQL database that cannot be dropped.
const children = new Set<ChildProcess>()
export function killAllChildren() {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
}
process.once('exit', killAllChildren)

/** The last lines a process printed, for the report when it does not come up. */
class OutputTail {
  private lines: string[] = []
  constructor(private readonly max = 80) {}
  add(chunk: Buffer | string) {
    this.lines.push(...String(chunk).split('\n').filter(Boolean))
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max)
  }
  toString() {
    return this.lines.join('\n')
  }
}

function track(child: ChildProcess, tail: OutputTail) {
  children.add(child)
  child.stdout?.on('data', (chunk) => tail.add(chunk))
  child.stderr?.on('data', (chunk) => tail.add(chunk))
  child.once('exit', () => children.delete(child))
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

/** SIGKILL and wait until the kernel has reaped it: only then is its port (and lock) really free. */
async function killHard(child: ChildProcess | undefined) {
  if (!child) return
  child.kill('SIGKILL')
  await exited(child)
}

/** Resolves when `ready()` is true, rejects when the child exits first or `timeoutMs` passes. */
async function waitUntil(
  child: ChildProcess,
  what: string,
  ready: () => Promise<boolean>,
  tail: OutputTail,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail}`)
    }
    if (await ready()) return
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error(`${what} was not ready within ${timeoutMs} ms:\n${tail}`)
}

export interface Instance {
  readonly name: string
  readonly port: number
  /** http://127.0.0.1:<port>: pages served from here talk to this instance only (same-origin check). */
  readonly url: string
  /** Starts it (again, on the same port and environment) and resolves once it answers HTTP. */
  start(): Promise<void>
  /** kill -9, then waits until the process is gone. */
  kill(): Promise<void>
  /** SIGTERM, then waits for the graceful shutdown to end; resolves with the exit code (or signal). */
  stop(): Promise<number | string>
  readonly running: boolean
  output(): string
}

/**
 * One app instance as its own process: `node --import tsx server/main.ts`, the command `npm start` runs
 * (no npx/tsx wrapper in between, so the pid we SIGKILL is the server itself). It migrates, serves the
 * built SPA from dist/ and the API on one port. `env` adds DATABASE_URL or DATA_DIR, REDIS_URL.
 */
export function defineInstance(name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined
  const tail = new OutputTail()
  const url = `http://127.0.0.1:${port}`
  // The parent's own settings must not leak in: with PUBLIC_URL unset the origin check accepts exactly
  // the scheme, host and port a request was sent to, which is what a page served by this instance uses.
  const inherited = { ...process.env }
  for (const key of ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT', 'HOST'])
    delete inherited[key]
  const answers = async () => {
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok
    } catch {
      return false
    }
  }
  return {
    name,
    port,
    url,
    get running() {
      return Boolean(child && child.exitCode === null && child.signalCode === null)
    },
    output: () => tail.toString(),
    async start() {
      if (this.running) throw new Error(`${name} is already running`)
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...inherited,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
      })
      tail.add(`--- ${name} started (pid ${child.pid}) ---`)
      track(child, tail)
      await waitUntil(child, name, answers, tail, 60_000)
    },
    async kill() {
      await killHard(child)
    },
    async stop() {
      if (!child || !this.running) throw new Error(`${name} is not running`)
      const stopping = child
      stopping.kill('SIGTERM')
      await exited(stopping)
      return stopping.exitCode ?? stopping.signalCode ?? 'unknown'
    },
  }
}

export interface RedisServer {
  readonly port: number
  readonly url: string
  start(): Promise<void>
  kill(): Promise<void>
}

/**
 * A private redis-server on a free port, nothing saved: killing it loses every key and subscription,
 * as a crashed Redis does. Never the shared one on 6379.
 */
export function defineRedis(port: number): RedisServer {
  let child: ChildProcess | undefined
  const tail = new OutputTail()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      let printed = ''
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      track(child, tail)
      child.stdout!.on('data', (chunk) => {
        printed += chunk
      })
      const ready = async () => printed.includes('Ready to accept connections')
      await waitUntil(child, `redis-server :${port}`, ready, tail, 15_000)
    },
    async kill() {
      await killHard(child)
    },
  }
}
