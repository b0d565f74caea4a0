// Chat benchmark (architecture §4): 2,000 Socket.IO clients on loopback in 1,000 matched pairs send
// persisted messages at a steady rate; measured are the messages stored per second and the delivery
// latency (send to arrival at the other person's socket), next to a bare Socket.IO relay of the same size.
// Part of `npm run bench`; standalone: `npx tsx bench/chat.ts`.
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Ack } from '@shared/socket-events'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { messages } from '../server/db/schema'
import { createPairs, type Pair, setMessageNotifications } from './chat-data'
import { type Benchmark, check, formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { type ClientSocket, connectSession } from './lib/chat-socket'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'

const SOCKETS = 2000
const RATE = 1000
const WARMUP_SECONDS = 5
const MEASURE_SECONDS = 20
const HEADROOM_SECONDS = 10
// Then far more than the server can store (architecture §4's goal), to measure where it saturates.
const SATURATION_RATE = 5000
const SATURATION_SECONDS = 6
const TARGET = { rate: 1000, p99Ms: 100 }
// Per process: two bench runs at once (several engineers, one machine) must not drop each other's data.
const BENCH_DATABASE = `bubbles_bench_chat_${process.pid}`
const serverScript = fileURLToPath(new URL('./chat-server.ts', import.meta.url))

interface Result {
  label: string
  sent: number
  stored: number
  failed: number
  perSecond: number
  p50: number
  p99: number
  lost: number
  /** Server CPU time (user + system) per message sent in the measured phase. */
  cpuPerMessageMs: number
}

// CHAT_BENCH_PROFILE=<dir> writes a V8 CPU profile of each server process there.
const profileArgs = process.env.CHAT_BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_BENCH_PROFILE}`]
  : []

function startServer(mode: 'app' | 'relay', databaseUrl?: string) {
  const args = [...profileArgs, '--import', 'tsx', serverScript, mode, ...(databaseUrl ? [databaseUrl] : [])]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] })
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }
      resolve({ child, url: `http://127.0.0.1:${port}` })
    })
    child.once('exit', (code) => reject(new Error(`${mode} server exited with code ${code}`)))
  })
}

async function connectAll(url: string, pairs: Pair[]) {
  const sockets: ClientSocket[] = []
  const connect = (token: string) => connectSession(url, token)
  // In waves, so the handshakes measure nothing but themselves.
  for (let i = 0; i < pairs.length; i += 50) {
    const wave = pairs.slice(i, i + 50).flatMap((pair) => pair.tokens.map(connect))
    sockets.push(...(await Promise.all(wave)))
  }
  await Promise.all(
    sockets.map(async (socket, i) => {
      const ack = await socket.emitWithAck('join-conversation', pairs[Math.floor(i / 2)]!.conversationId)
      if (!ack.ok) throw new Error(`join refused: ${ack.message}`)
    }),
  )
  return sockets
}

/** Sends `rate` messages per second for `seconds`, alternating sides, and records what comes back. */
async function drive(sockets: ClientSocket[], pairs: Pair[], seconds: number, rate = RATE) {
  const runId = randomBytes(4).toString('hex')
  const sentAt = new Map<string, { at: number; to: number }>()
  const latencies: number[] = []
  let stored = 0
  let failed = 0
  let lastAck = 0
  const onMessage = (index: number) => (message: { content: string }) => {
    const sent = sentAt.get(message.content)
    if (!sent || sent.to !== index) return
    latencies.push(performance.now() - sent.at)
    sentAt.delete(message.content)
  }
  const listeners = sockets.map((socket, i) => {
    const listener = onMessage(i)
    socket.on('new-message', listener)
    return listener
  })
  const total = rate * seconds
  const start = performance.now()
  let next = 0
  const sendOne = (n: number) => {
    const pairIndex = n % pairs.length
    const side = Math.floor(n / pairs.length) % 2
    const from = pairIndex * 2 + side
    const content = `${runId}:${n}`
    sentAt.set(content, { at: performance.now(), to: pairIndex * 2 + 1 - side })
    sockets[from]!.emit(
      'send-message',
      { conversationId: pairs[pairIndex]!.conversationId, content },
      (ack: Ack<unknown>) => {
        if (ack.ok) stored++
        else failed++
        lastAck = performance.now()
      },
    )
  }
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate))
      while (next < due) sendOne(next++)
      if (next >= total) return resolve()
      setTimeout(tick, 5)
    }
    tick()
  })
  // Let what is in flight arrive (at most 5 s).
  const drainUntil = performance.now() + 5000
  while ((stored + failed < total || sentAt.size > 0) && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  for (const [i, socket] of sockets.entries()) socket.off('new-message', listeners[i])
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return {
    sent: total,
    stored,
    failed,
    perSecond: stored / ((lastAck - start) / 1000),
    p50: percentile(0.5),
    p99: percentile(0.99),
    lost: total - latencies.length,
  }
}

async function measure(
  label: string,
  mode: 'app' | 'relay',
  pairs: Pair[],
  databaseUrl?: string,
): Promise<[Result, Result, Result]> {
  const { child, url } = await startServer(mode, databaseUrl)
  try {
    const connectStart = performance.now()
    const sockets = await connectAll(url, pairs)
    console.log(
      `${label}: ${sockets.length} sockets connected and joined in ${formatMs(performance.now() - connectStart)}`,
    )
    await drive(sockets, pairs, WARMUP_SECONDS)
    const cpuBefore = await serverCpu(child)
    const result = await drive(sockets, pairs, MEASURE_SECONDS)
    const cpuMs = (await serverCpu(child)) - cpuBefore
    // Then twice the target rate for a while: how much room is left.
    const headroom = await drive(sockets, pairs, HEADROOM_SECONDS, RATE * 2)
    const cpuTotal = (await serverCpu(child)) - cpuBefore
    const saturation = await drive(sockets, pairs, SATURATION_SECONDS, SATURATION_RATE)
    const cpuAll = (await serverCpu(child)) - cpuBefore
    for (const socket of sockets) socket.close()
    return [
      { label, ...result, cpuPerMessageMs: cpuMs / result.sent },
      {
        label: `${label} at ${RATE * 2}/s`,
        ...headroom,
        cpuPerMessageMs: (cpuTotal - cpuMs) / headroom.sent,
      },
      {
        label: `${label} offered ${SATURATION_RATE}/s`,
        ...saturation,
        cpuPerMessageMs: (cpuAll - cpuTotal) / saturation.sent,
      },
    ]
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  }
}

/** The server process's CPU time so far, in milliseconds. */
const serverCpu = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (message) => {
      const { cpu } = message as { cpu: NodeJS.CpuUsage }
      resolve((cpu.user + cpu.system) / 1000)
    })
    child.send('cpu')
  })

function fileLimit() {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim())
  } catch {
    return Number.NaN
  }
}

export const chatBenchmark: Benchmark = {
  name: 'chat',
  run: async () => {
    const postgres = await findPostgres()
    if (postgres.url === null) {
      console.log(`skipped: the chat benchmark needs PostgreSQL (${postgres.reason})`)
      return [`skipped (${postgres.reason})`]
    }
    // Each socket is a file descriptor on both ends of the loopback.
    const limit = fileLimit()
    if (limit < SOCKETS * 2 + 500)
      console.log(`warning: ulimit -n is ${limit}; ${SOCKETS} sockets need about ${SOCKETS * 2 + 500}`)
    const databaseUrl = await recreateDatabase(postgres.url, BENCH_DATABASE)
    try {
      const pairs = await createPairs(databaseUrl, SOCKETS)
      console.log(
        `${SOCKETS} sockets in ${pairs.length} pairs, ${RATE} messages/s, ${WARMUP_SECONDS} s warm-up then ${MEASURE_SECONDS} s measured`,
      )
      const [relay, relayHeadroom, relaySaturation] = await measure('bare Socket.IO relay', 'relay', pairs)
      // Without notification writes first, so the run with them works on the larger tables.
      await setMessageNotifications(databaseUrl, false)
      const [quiet, quietHeadroom, quietSaturation] = await measure(
        'Bubbles, notifications off',
        'app',
        pairs,
        databaseUrl,
      )
      await setMessageNotifications(databaseUrl, true)
      const [app, appHeadroom, appSaturation] = await measure(
        'Bubbles on PostgreSQL',
        'app',
        pairs,
        databaseUrl,
      )
      const database = await openDatabase({ databaseUrl, dataDir: '' })
      const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(messages)
      await database.close()

      printTable(
        ['server', 'sent', 'stored', 'failed', 'msg/s', 'p50', 'p99', 'not delivered', 'server CPU/msg'],
        [
          relay,
          relayHeadroom,
          relaySaturation,
          quiet,
          quietHeadroom,
          quietSaturation,
          app,
          appHeadroom,
          appSaturation,
        ].map((r) => [
          r.label,
          String(r.sent),
          r.label.startsWith('bare') ? '-' : String(r.stored),
          String(r.failed),
          formatRate(r.perSecond),
          formatMs(r.p50),
          formatMs(r.p99),
          String(r.lost),
          `${(r.cpuPerMessageMs * 1000).toFixed(0)} µs`,
        ]),
      )
      console.log(`rows in messages after the run (warm-up and 2x phase included): ${row?.count}`)
      const summary = [
        `PostgreSQL: ${formatRate(app.perSecond)} persisted (>= ${TARGET.rate}/s ${check(app.perSecond >= TARGET.rate * 0.98 && app.failed === 0)}), delivery p50 ${formatMs(app.p50)}, p99 ${formatMs(app.p99)} (< ${TARGET.p99Ms} ms ${check(app.p99 < TARGET.p99Ms)}), ${app.lost} not delivered`,
        `PostgreSQL at ${RATE * 2}/s offered: ${formatRate(appHeadroom.perSecond)} persisted, p99 ${formatMs(appHeadroom.p99)}`,
        `with notification writes vs without: at ${RATE}/s p99 ${formatMs(app.p99)} vs ${formatMs(quiet.p99)}, CPU/msg ${(app.cpuPerMessageMs * 1000).toFixed(0)} vs ${(quiet.cpuPerMessageMs * 1000).toFixed(0)} µs; saturated ${formatRate(appSaturation.perSecond)} vs ${formatRate(quietSaturation.perSecond)} persisted (${formatPercent(appSaturation.perSecond / quietSaturation.perSecond)}, must not halve: ${check(appSaturation.perSecond >= quietSaturation.perSecond / 2)}), p99 ${formatMs(appSaturation.p99)} vs ${formatMs(quietSaturation.p99)}`,
        `bare relay: ${formatRate(relay.perSecond)}, p50 ${formatMs(relay.p50)}, p99 ${formatMs(relay.p99)}`,
        `server CPU per message: ${(app.cpuPerMessageMs * 1000).toFixed(0)} µs (relay ${(relay.cpuPerMessageMs * 1000).toFixed(0)} µs)`,
      ]
      for (const line of summary) console.log(line)
      return summary
    } finally {
      await dropDatabase(postgres.url, BENCH_DATABASE)
    }
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await chatBenchmark.run()
  process.exit(0)
}
