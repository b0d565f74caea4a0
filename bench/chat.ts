// Chat benchmark (docs/engineering.md §4, docs/decisions/022): 2,000 sockets on loopback in 1,000 matched pairs are
// offered 1,000, 2,000, 4,000, 5,000 (the goal), 6,000 and 8,000 messages a second, open loop (bench/chat-drive.ts). Measured are
// the messages stored and acknowledged per second, the delivery latency (due time to arrival at the
// other person's socket) and what never arrived, for a bare Socket.IO relay that stores nothing, then
// Bubbles on PostgreSQL and on PGlite, each with one statement per message (MESSAGE_GROUP_COMMIT=0, the
// way before decision 022) and with group commit. The load generator runs on the same two cores as the
// server and the database: its CPU per message is printed beside the server's.
// Part of `npm run bench`; standalone: `npx tsx bench/chat.ts` (CHAT_BENCH_ONLY=relay,pg-batch,... picks).
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { messages } from '../server/db/schema'
import { createPairs, type Pair } from './chat-data'
import { drive, type Phase } from './chat-drive'
import { type Benchmark, check, formatMs, formatRate, printTable } from './lib/benchmark'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'
import { connectRaw, type RawSocket } from './lib/raw-socket'

const SOCKETS = 2000
const RATES = [1000, 2000, 4000, 5000, 6000, 8000]
const PHASE_SECONDS = 5
const WARMUP = { rate: 500, seconds: 2 }
const TARGET = { rate: 5000, p99Ms: 100 }
// A phase acknowledging less than this share of what it was offered is saturated.
const SATURATED = 0.9
// A phase acknowledging at least this share of what it was offered kept up with it.
const HELD = 0.99
// Per process: two bench runs at once (several engineers, one machine) must not drop each other's data.
const BENCH_DATABASE = `bubbles_bench_chat_${process.pid}`
const serverScript = fileURLToPath(new URL('./chat-server.ts', import.meta.url))

interface Scenario {
  key: string
  label: string
  engine: 'relay' | 'postgres' | 'pglite'
  groupCommit?: boolean
}

const SCENARIOS: Scenario[] = [
  { key: 'relay', label: 'bare relay', engine: 'relay' },
  { key: 'pg-single', label: 'PostgreSQL, per message', engine: 'postgres', groupCommit: false },
  { key: 'pg-batch', label: 'PostgreSQL, group commit', engine: 'postgres', groupCommit: true },
  { key: 'pglite-single', label: 'PGlite, per message', engine: 'pglite', groupCommit: false },
  { key: 'pglite-batch', label: 'PGlite, group commit', engine: 'pglite', groupCommit: true },
]

interface Row extends Phase {
  label: string
  serverCpuUs: number
  load: number
}

// CHAT_BENCH_PROFILE=<dir> writes a V8 CPU profile of each server process there.
const profileArgs = process.env.CHAT_BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_BENCH_PROFILE}`]
  : []

function startServer(scenario: Scenario, target?: string) {
  const mode = scenario.engine === 'relay' ? 'relay' : 'app'
  const args = [...profileArgs, '--import', 'tsx', serverScript, mode, ...(target ? [target] : [])]
  const env = { ...process.env, MESSAGE_GROUP_COMMIT: scenario.groupCommit === false ? '0' : '1' }
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env })
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }
      resolve({ child, url: `http://127.0.0.1:${port}` })
    })
    child.once('exit', (code) => reject(new Error(`${mode} server exited with code ${code}`)))
  })
}

async function connectAll(url: string, pairs: Pair[]) {
  const sockets: RawSocket[] = []
  // In waves, so the handshakes measure nothing but themselves.
  for (let i = 0; i < pairs.length; i += 50) {
    const wave = pairs.slice(i, i + 50).flatMap((pair) => pair.tokens.map((token) => connectRaw(url, token)))
    sockets.push(...(await Promise.all(wave)))
  }
  await Promise.all(
    sockets.map(
      (socket, i) =>
        new Promise<void>((resolve, reject) =>
          socket.emit('join-conversation', pairs[Math.floor(i / 2)]!.conversationId, (text) =>
            text.startsWith('[{"ok":true') ? resolve() : reject(new Error(`join refused: ${text}`)),
          ),
        ),
    ),
  )
  return sockets
}

/** The server process's CPU time so far, in microseconds. */
const serverCpu = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (message) => {
      const { cpu } = message as { cpu: NodeJS.CpuUsage }
      resolve(cpu.user + cpu.system)
    })
    child.send('cpu')
  })

async function stopServer(child: ChildProcess) {
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Every rate in turn on one server, after a short warm-up; then the rows the database holds. */
async function measure(scenario: Scenario, pairs: Pair[], target?: string) {
  const { child, url } = await startServer(scenario, target)
  const rows: Row[] = []
  try {
    const connectStart = performance.now()
    const sockets = await connectAll(url, pairs)
    console.log(
      `${scenario.label}: ${sockets.length} sockets joined in ${formatMs(performance.now() - connectStart)}`,
    )
    const warmup = await drive(sockets, pairs, WARMUP.rate, WARMUP.seconds)
    let acknowledged = warmup.stored
    for (const rate of RATES) {
      const cpuBefore = await serverCpu(child)
      const phase = await drive(sockets, pairs, rate, PHASE_SECONDS)
      const serverCpuUs = ((await serverCpu(child)) - cpuBefore) / phase.sent
      acknowledged += phase.stored
      rows.push({ label: scenario.label, ...phase, serverCpuUs, load: loadavg()[0]! })
      console.log(
        `  ${formatRate(rate)} offered: ${formatRate(phase.perSecond)} acknowledged, p99 ${formatMs(phase.p99)}, ${phase.lost} not delivered`,
      )
      // Past saturation every higher rate only grows the backlog: the point is found.
      if (phase.perSecond < rate * SATURATED) break
    }
    for (const socket of sockets) socket.close()
    return { rows, acknowledged }
  } finally {
    await stopServer(child)
  }
}

async function countMessages(databaseUrl: string | undefined, dataDir = '') {
  const database = await openDatabase({ databaseUrl, dataDir })
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(messages)
  await database.close()
  return row?.count ?? 0
}

/** One scenario on a database of its own, so each starts from the same empty tables. */
async function runScenario(scenario: Scenario, postgresUrl: string | null) {
  if (scenario.engine === 'relay') {
    const pairs = Array.from({ length: SOCKETS / 2 }, (_, i) => ({
      conversationId: `relay-${i}`,
      tokens: ['', ''] as [string, string],
    }))
    return { ...(await measure(scenario, pairs)), persisted: undefined }
  }
  if (scenario.engine === 'postgres') {
    if (!postgresUrl) return undefined
    const databaseUrl = await recreateDatabase(postgresUrl, BENCH_DATABASE)
    try {
      const pairs = await createPairs(databaseUrl, SOCKETS)
      const result = await measure(scenario, pairs, databaseUrl)
      return { ...result, persisted: await countMessages(databaseUrl) }
    } finally {
      await dropDatabase(postgresUrl, BENCH_DATABASE)
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-pglite-'))
  try {
    const pairs = await createPairs(undefined, SOCKETS, dataDir)
    const result = await measure(scenario, pairs, `pglite:${dataDir}`)
    return { ...result, persisted: await countMessages(undefined, dataDir) }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const uptime = () => execSync('uptime').toString().trim()

export const chatBenchmark: Benchmark = {
  name: 'chat',
  run: async () => {
    const postgres = await findPostgres()
    if (postgres.url === null) console.log(`PostgreSQL skipped: ${postgres.reason}`)
    const only = process.env.CHAT_BENCH_ONLY?.split(',')
    const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.key))
    console.log(`uptime at start: ${uptime()}`)
    console.log(
      `${SOCKETS} sockets in ${SOCKETS / 2} pairs; ${RATES.join(', ')} messages/s offered for ${PHASE_SECONDS} s each; the load generator shares the machine's cores`,
    )
    const rows: Row[] = []
    const summary: string[] = []
    for (const scenario of scenarios) {
      const result = await runScenario(scenario, postgres.url)
      if (!result) continue
      rows.push(...result.rows)
      if (result.persisted !== undefined) {
        const exact = result.persisted === result.acknowledged
        summary.push(
          `${scenario.label}: ${result.persisted} rows stored, ${result.acknowledged} acknowledged (${check(exact)})`,
        )
      }
      const best = result.rows.filter((r) => r.p99 < TARGET.p99Ms && r.failed === 0 && r.lost === 0).at(-1)
      summary.push(
        `${scenario.label}: highest rate held with p99 < ${TARGET.p99Ms} ms: ${best ? `${formatRate(best.perSecond)} (offered ${formatRate(best.rate)}, p99 ${formatMs(best.p99)})` : 'none'}`,
      )
    }
    console.log(`uptime at end: ${uptime()}`)
    printTable(
      [
        'server',
        'offered',
        'acked/s',
        'failed',
        'p50',
        'p99',
        'max',
        'not delivered',
        'server CPU/msg',
        'client CPU/msg',
        'load 1m',
      ],
      rows.map((r) => [
        r.label,
        formatRate(r.rate),
        formatRate(r.perSecond),
        String(r.failed),
        formatMs(r.p50),
        formatMs(r.p99),
        formatMs(r.max),
        String(r.lost),
        `${r.serverCpuUs.toFixed(0)} µs`,
        `${r.clientCpuUs.toFixed(0)} µs`,
        r.load.toFixed(2),
      ]),
    )
    if (rows.some((r) => r.label === 'PostgreSQL, group commit')) {
      summary.push(
        `goal ${formatRate(TARGET.rate)} persisted with p99 < ${TARGET.p99Ms} ms on PostgreSQL: ${check(
          rows.some(
            (r) =>
              r.label === 'PostgreSQL, group commit' &&
              // Held: offered the goal's rate or more, and kept up with it. The measured rate divides by the
              // time to the last acknowledgement, so a rate held exactly reads a little under what was offered.
              r.rate >= TARGET.rate &&
              r.perSecond >= r.rate * HELD &&
              r.p99 < TARGET.p99Ms &&
              r.lost === 0,
          ),
        )}`,
      )
    }
    for (const line of summary) console.log(line)
    return summary
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await chatBenchmark.run()
  process.exit(0)
}
