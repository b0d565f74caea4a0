// Scale-out benchmark (docs/decisions/020): discover and chat through deploy/nginx.conf with one app instance and
// with two (separate processes, one PostgreSQL, one Redis), next to one instance reached directly, and
// the ratio two : one. Part of `npm run bench`; standalone: `npx tsx bench/nginx.ts`.

import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { signInAs } from '../test/client'
import { createPairs } from './chat-data'
import { CALLER, loadDiscoverData } from './discover-data'
import { type Benchmark, formatPercent } from './lib/benchmark'
import { DEFAULT_LOAD, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'
import { connectPairs, offerMessages } from './nginx-chat'
import { type Cluster, findRedis, nginxMissing, startCluster } from './nginx-cluster'
import type { InstanceStats } from './nginx-instance'
import { CHAT, type ChatRow, type DiscoverRow, report } from './nginx-report'

const DISCOVER_SIZE = { profiles: 20_000, swipes: 200_000, callerSwipes: 1_000 }
const SETUPS = [
  { label: 'one instance, no nginx', count: 1, direct: true },
  { label: 'one instance behind nginx', count: 1 },
  { label: 'two instances behind nginx', count: 2 },
]
const DATABASE = `bubbles_bench_nginx_${process.pid}`

/** The machine's 1-minute load average, as `uptime` prints it: the figures mean little without it. */
const load = () => loadavg()[0]!.toFixed(2)

/** What each instance did between two stats readings, and in all. */
function delta(before: InstanceStats[], after: InstanceStats[], key: 'requests' | 'cpuMs') {
  const each = after.map((stats, i) => stats[key] - before[i]![key])
  return { each, total: each.reduce((sum, value) => sum + value, 0) }
}
/** Each instance's share: "51% / 49%". */
const shares = ({ each, total }: { each: number[]; total: number }) =>
  each.map((value) => formatPercent(value / total)).join(' / ')
// Server CPU per unit of work: a figure the machine's other work disturbs far less than latency.
const micros = (cpuMs: number, count: number) => `${Math.round((cpuMs * 1000) / count)} µs`

async function withCluster<T>(options: Parameters<typeof startCluster>[0], work: (c: Cluster) => Promise<T>) {
  const cluster = await startCluster(options)
  try {
    return await work(cluster)
  } finally {
    await cluster.close()
  }
}

async function signIn(url: string) {
  return (await signInAs(url, CALLER)).cookieHeader
}

async function benchDiscover(databaseUrl: string, redisUrl: string): Promise<DiscoverRow[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' })
  await migrateDatabase(database)
  const steps = await loadDiscoverData(database.db, DISCOVER_SIZE)
  // Flushed now, so the load's writes do not land in the first setup's figures.
  await database.db.execute(sql`checkpoint`)
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
        const requests = delta(before, after, 'requests')
        const cpu = delta(before, after, 'cpuMs')
        const cpuShares = shares(cpu)
        return {
          label: setup.label,
          result,
          load: load(),
          requests: shares(requests),
          cpu: `${micros(cpu.total, requests.total)} (${cpuShares})`,
        }
      }),
    )
  }
  return rows
}

async function benchChat(databaseUrl: string, redisUrl: string): Promise<ChatRow[]> {
  const pairs = await createPairs(databaseUrl, CHAT.sockets)
  const rows: ChatRow[] = []
  for (const setup of SETUPS) {
    console.log(`chat: ${setup.label} (load ${load()})`)
    rows.push(
      await withCluster({ ...setup, databaseUrl, redisUrl }, async (cluster) => {
        const sockets = await connectPairs(cluster.url, pairs)
        try {
          await offerMessages(sockets, pairs, CHAT.rate, CHAT.warmup)
          const before = await cluster.stats()
          const steady = await offerMessages(sockets, pairs, CHAT.rate, CHAT.measure)
          const cpu = delta(before, await cluster.stats(), 'cpuMs')
          const saturated = await offerMessages(sockets, pairs, CHAT.saturationRate, CHAT.saturation)
          return {
            label: setup.label,
            steady,
            saturated,
            sockets: before.map((stats) => String(stats.sockets)).join(' / '),
            cpu: `${micros(cpu.total, steady.stored)} (${shares(cpu)})`,
            load: load(),
          }
        } finally {
          for (const socket of sockets) socket.close()
        }
      }),
    )
  }
  return rows
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
