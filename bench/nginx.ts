// Scale-out benchmark (issue 14): discover and chat through deploy/nginx.conf with one app instance and
// with two (separate processes, one PostgreSQL, one Redis), next to one instance reached directly, and
// the ratio two : one. Part of `npm run bench`; standalone: `npx tsx bench/nginx.ts`.
import { availableParallelism, loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { createPairs } from './chat-data'
import { CALLER, loadDiscoverData } from './discover-data'
import { type Benchmark, formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'
import { type ChatResult, connectPairs, offerMessages } from './nginx-chat'
import { type Cluster, findRedis, nginxMissing, startCluster } from './nginx-cluster'
import type { InstanceStats } from './nginx-instance'

const DISCOVER_SIZE = { profiles: 20_000, swipes: 200_000, callerSwipes: 1_000 }
const CHAT = { sockets: 1000, rate: 1000, saturationRate: 4000, warmup: 3, measure: 10, saturation: 6 }
const SETUPS = [
  { label: 'one instance, no nginx', count: 1, direct: true },
  { label: 'one instance behind nginx', count: 1 },
  { label: 'two instances behind nginx', count: 2 },
]
const DATABASE = `bubbles_bench_nginx_${process.pid}`

/** The machine's 1-minute load average, as `uptime` prints it: the figures mean little without it. */
const load = () => loadavg()[0]!.toFixed(2)

/** Each instance's share of the work done between two stats readings: "51% / 49%". */
function split(before: InstanceStats[], after: InstanceStats[], key: 'requests' | 'cpuMs') {
  const done = after.map((stats, i) => stats[key] - before[i]![key])
  const total = done.reduce((sum, value) => sum + value, 0)
  return done.map((value) => formatPercent(value / total)).join(' / ')
}

async function withCluster<T>(options: Parameters<typeof startCluster>[0], work: (c: Cluster) => Promise<T>) {
  const cluster = await startCluster(options)
  try {
    return await work(cluster)
  } finally {
    await cluster.close()
  }
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CALLER),
  })
  if (!res.ok) throw new Error(`dev-login failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

type DiscoverRow = { label: string; result: LoadResult; requests: string; cpu: string; load: string }

async function benchDiscover(databaseUrl: string, redisUrl: string): Promise<DiscoverRow[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' })
  await migrateDatabase(database)
  const steps = await loadDiscoverData(database.db, DISCOVER_SIZE)
  await database.close()
  console.log(
    `discover: ${DISCOVER_SIZE.profiles.toLocaleString('en-US')} profiles loaded (${steps.join(', ')})`,
  )
  const rows: DiscoverRow[] = []
  for (const setup of SETUPS) {
    console.log(`discover: ${setup.label} (load ${load()})`)
    rows.push(
      await withCluster({ ...setup, databaseUrl, redisUrl }, async (cluster) => {
        const options = {
          ...DEFAULT_LOAD,
          url: cluster.url,
          paths: ['/api/profiles/discover'],
          headers: { cookie: await signIn(cluster.url) },
        }
        await measureLoad({ ...options, durationSeconds: 2 }) // warm-up: caches, JIT, pools
        const before = await cluster.stats()
        const result = await measureLoad(options)
        const after = await cluster.stats()
        const row = { label: setup.label, result, load: load() }
        return { ...row, requests: split(before, after, 'requests'), cpu: split(before, after, 'cpuMs') }
      }),
    )
  }
  return rows
}

type ChatRow = { label: string; steady: ChatResult; saturated: ChatResult; sockets: string; load: string }

async function benchChat(databaseUrl: string, redisUrl: string): Promise<ChatRow[]> {
  const pairs = await createPairs(databaseUrl, CHAT.sockets)
  const rows: ChatRow[] = []
  for (const setup of SETUPS) {
    console.log(`chat: ${setup.label} (load ${load()})`)
    rows.push(
      await withCluster({ ...setup, databaseUrl, redisUrl }, async (cluster) => {
        const sockets = await connectPairs(cluster.url, pairs)
        try {
          const stats = await cluster.stats()
          await offerMessages(sockets, pairs, CHAT.rate, CHAT.warmup)
          const steady = await offerMessages(sockets, pairs, CHAT.rate, CHAT.measure)
          const saturated = await offerMessages(sockets, pairs, CHAT.saturationRate, CHAT.saturation)
          const spread = stats.map((s) => String(s.sockets)).join(' / ')
          return { label: setup.label, steady, saturated, sockets: spread, load: load() }
        } finally {
          for (const socket of sockets) socket.close()
        }
      }),
    )
  }
  return rows
}

function report(discover: DiscoverRow[], chat: ChatRow[]) {
  console.log(
    `\nGET /api/profiles/discover, one signed-in caller, ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s`,
  )
  printTable(
    ['setup', 'req/s', 'p50', 'p95', 'p99', 'errors', 'requests per instance', 'CPU per instance', 'load'],
    discover.map(({ label, result, requests, cpu, load }) => [
      label,
      formatRate(result.requestsPerSecond),
      formatMs(result.p50),
      formatMs(result.p95),
      formatMs(result.p99),
      String(result.errors),
      requests,
      cpu,
      load,
    ]),
  )
  console.log(
    `\nChat, ${CHAT.sockets} WebSockets in matched pairs: ${CHAT.rate}/s for ${CHAT.measure} s, then ${CHAT.saturationRate}/s offered for ${CHAT.saturation} s`,
  )
  printTable(
    ['setup', 'offered', 'stored/s', 'failed', 'p50', 'p99', 'not delivered', 'sockets per instance', 'load'],
    chat.flatMap(({ label, steady, saturated, sockets, load }) =>
      [steady, saturated].map((r) => [
        label,
        `${r.offered}/s`,
        formatRate(r.perSecond),
        String(r.failed),
        formatMs(r.p50),
        formatMs(r.p99),
        String(r.lost),
        sockets,
        load,
      ]),
    ),
  )
  const [direct, one, two] = discover.map((row) => row.result)
  const [chatDirect, chatOne, chatTwo] = chat.map((row) => row.saturated)
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`
  const summary = [
    `discover: two instances ${formatRate(two!.requestsPerSecond)} vs one ${formatRate(one!.requestsPerSecond)} behind nginx = ${ratio(two!.requestsPerSecond, one!.requestsPerSecond)}; nginx itself keeps ${formatPercent(one!.requestsPerSecond / direct!.requestsPerSecond)} of one instance's ${formatRate(direct!.requestsPerSecond)} (p99 ${formatMs(one!.p99)} vs ${formatMs(direct!.p99)})`,
    `chat, ${CHAT.saturationRate}/s offered: two instances store ${formatRate(chatTwo!.perSecond)} vs one ${formatRate(chatOne!.perSecond)} behind nginx = ${ratio(chatTwo!.perSecond, chatOne!.perSecond)} (one without nginx ${formatRate(chatDirect!.perSecond)}); at ${CHAT.rate}/s p99 ${formatMs(chat[2]!.steady.p99)} vs ${formatMs(chat[1]!.steady.p99)}`,
    `load average (1 min) during the runs: ${[...discover, ...chat].map((row) => row.load).join(', ')} on ${availableParallelism()} cores`,
  ]
  for (const line of summary) console.log(line)
  return summary
}

export const nginxBenchmark: Benchmark = {
  name: 'nginx',
  run: async () => {
    const [postgres, redis] = await Promise.all([findPostgres(), findRedis()])
    const missing = postgres.reason ?? redis.reason ?? nginxMissing()
    if (missing || !postgres.url || !redis.url) {
      console.log(`skipped: two instances need PostgreSQL, Redis and nginx (${missing})`)
      return [`skipped (${missing})`]
    }
    const databaseUrl = await recreateDatabase(postgres.url, DATABASE)
    try {
      const discover = await benchDiscover(databaseUrl, redis.url)
      // A database of its own: the chat's people would collide with Discover's (bench-N@example.com).
      const chatUrl = await recreateDatabase(postgres.url, `${DATABASE}_chat`)
      try {
        return report(discover, await benchChat(chatUrl, redis.url))
      } finally {
        await dropDatabase(postgres.url, `${DATABASE}_chat`)
      }
    } finally {
      await dropDatabase(postgres.url, DATABASE)
    }
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await nginxBenchmark.run()
  process.exit(0)
}
