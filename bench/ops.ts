// The targets of docs/decisions/050 for the operations endpoints, in one run:
//   /healthz at >= 90% of a bare Fastify hello route's throughput (same load, same machine, same run);
//   /metrics scraped once a second costs < 1% of a page-load mix's throughput.
// The app runs on the embedded database with METRICS_TOKEN set (metrics on, as in production).
// `npm run bench -- ops`; BENCH_SECONDS shortens each run (default 10 s).

import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { signIn } from './discover'
import { CALLER } from './discover-data'
import { type Benchmark, check, formatMs, formatPercent, formatRate } from './lib/benchmark'
import { measureHelloWorld } from './lib/hello'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './lib/load'
import { loadPageLoadData } from './page-load-data'

const SECONDS = Number(process.env.BENCH_SECONDS) || DEFAULT_LOAD.durationSeconds
const TOKEN = randomBytes(24).toString('hex')
const TARGET = { healthShare: 0.9, scrapeCost: 0.01 }
// The main requests of the page-load benchmark (bench/page-load.ts), as one mix.
const MIX = [
  '/api/auth/user',
  '/api/settings',
  '/api/notifications',
  '/api/matches',
  '/api/conversations/{conversation}/messages?limit=50',
  '/api/teams',
  '/api/portfolio',
  '/api/profiles/discover',
]

const describe = (result: LoadResult) =>
  `${formatRate(result.requestsPerSecond)}, p99 ${formatMs(result.p99)}${result.errors ? `, ${result.errors} errors` : ''}`

export const opsBenchmark: Benchmark = {
  name: 'ops',
  run: async () => {
    const database = await openDatabase({ dataDir: '', inMemory: true })
    const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-ops-'))
    try {
      await migrateDatabase(database)
      await loadPageLoadData(database.db)
      const config = loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        AUTH_DEV_LOGIN: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        OUTBOX_POLL_MS: '60000',
        METRICS_TOKEN: TOKEN,
      })
      const app = await buildApp({ config, db: database.db })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
      config.publicUrl = base
      try {
        return [...(await healthAgainstHello(base)), ...(await scrapeCost(base))]
      } finally {
        await app.close()
      }
    } finally {
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}

async function healthAgainstHello(base: string) {
  const load = { ...DEFAULT_LOAD, durationSeconds: SECONDS }
  await measureLoad({ ...load, durationSeconds: 2, url: `${base}/healthz` })
  const health = await measureLoad({ ...load, url: `${base}/healthz` })
  const hello = await measureHelloWorld(SECONDS)
  const ratio = health.requestsPerSecond / hello.requestsPerSecond
  console.log(`/healthz ${describe(health)} | bare hello ${describe(hello)}`)
  return [`/healthz: ${formatPercent(ratio)} of bare hello (>= 90% ${check(ratio >= TARGET.healthShare)})`]
}

/**
 * The page-load mix without and with a scraper asking /metrics every second, alternated (A B A B) so a
 * machine that gets busier or quieter during the run weighs on both alike; and the CPU one scrape costs,
 * the steadier figure on a shared machine.
 */
async function scrapeCost(base: string) {
  const { cookie } = await signIn(base, CALLER)
  const [match] = (await (await fetch(`${base}/api/matches`, { headers: { cookie } })).json()) as {
    id: string
  }[]
  const paths = MIX.map((path) => path.replace('{conversation}', match!.id))
  const load = { ...DEFAULT_LOAD, durationSeconds: SECONDS, url: base, paths, headers: { cookie } }
  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    if (!response.ok) throw new Error(`/metrics answered ${response.status}`)
    return (await response.text()).length
  }

  await measureLoad({ ...load, durationSeconds: 2 })
  const runs: { scraped: boolean; result: LoadResult }[] = []
  for (const scraped of [false, true, false, true]) {
    const timer = scraped ? setInterval(() => void scrape(), 1000) : undefined
    const result = await measureLoad(load)
    clearInterval(timer)
    runs.push({ scraped, result })
    console.log(`mix${scraped ? ', scraped every second' : ''}: ${describe(result)}`)
  }
  const mean = (scraped: boolean) =>
    runs
      .filter((run) => run.scraped === scraped)
      .reduce((sum, run) => sum + run.result.requestsPerSecond, 0) / 2
  const loss = 1 - mean(true) / mean(false)

  // The server runs in this process: its CPU time around 20 scrapes, one after another, on a quiet app.
  const bytes = await scrape()
  const before = process.cpuUsage()
  for (let i = 0; i < 20; i++) await scrape()
  const used = process.cpuUsage(before)
  const scrapeUs = (used.user + used.system) / 20
  // Once a second, a scrape takes this share of one core: of the mix's throughput on a saturated core, the same.
  const cpuShare = scrapeUs / 1_000_000
  console.log(
    `one scrape: ${bytes} bytes, ${Math.round(scrapeUs)} µs of CPU (${formatPercent(cpuShare)} of a core at 1/s)`,
  )
  return [
    `/metrics once a second: mix throughput ${loss >= 0 ? '-' : '+'}${formatPercent(Math.abs(loss))} (< 1% ${check(loss < TARGET.scrapeCost)}; run to run noise included)`,
    `/metrics: one scrape ${Math.round(scrapeUs)} µs of CPU, ${formatPercent(cpuShare)} of a core at 1/s (< 1% ${check(cpuShare < TARGET.scrapeCost)})`,
  ]
}
