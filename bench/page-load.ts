// docs/decisions/027: every request a page load makes, next to a bare Fastify + pg route running the same SQL and
// returning the same JSON, in the same run (docs/engineering.md §4: at least 70% of it, p99 under 25 ms at 50
// connections, under 300 µs of server CPU for a single-row read; PGlite p99 under 100 ms).

import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { signInAs } from '../test/client'
import { CALLER } from './discover-data'
import { type Benchmark, check, formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'
import { type Recorded, type Statement, startBarePageLoad } from './page-load-bare'
import { loadPageLoadData, PAGE_LOAD_SIZE } from './page-load-data'
import { profileShares } from './page-load-profile'

/**
 * The API requests of each screen's first load, as e2e/request-count.test.ts counts them in Chromium:
 *   Discover:  auth/user, profiles/discover, settings, notifications
 *   Messages (a conversation open): auth/user, matches, teams, settings, notifications,
 *              conversations/{id}/messages?limit=50, then its catch-up ?after={last}&limit=100 once the
 *              socket has joined the room (exact delivery, docs/decisions/015)
 *   Teams:     auth/user, settings, notifications, teams, teams/discover
 *   Portfolio: auth/user, settings, notifications, portfolio
 *   Profile:   auth/user, settings, notifications, profile/stats, portfolio/user
 *   Settings:  auth/user, settings, notifications, blocks
 * `main` ones also run on PGlite. `{conversation}` and `{last}` are the caller's newest match's.
 */
const REQUESTS = [
  { path: '/api/auth/user', main: true, single: true },
  { path: '/api/settings', main: true, single: true },
  { path: '/api/notifications', main: true },
  { path: '/api/matches', main: true },
  { path: '/api/conversations/{conversation}/messages?limit=50', main: true },
  { path: '/api/conversations/{conversation}/messages?after={last}&limit=100' },
  { path: '/api/teams', main: true },
  { path: '/api/teams/discover' },
  { path: '/api/portfolio', main: true },
  { path: '/api/portfolio/user' },
  { path: '/api/profile/stats', single: true },
  { path: '/api/blocks' },
  { path: '/api/profiles/discover', main: true },
]
const TARGET = { bareShare: 0.7, p99Ms: 25, singleCpuUs: 300, pgliteP99Ms: 100 }
const BENCH_DATABASE = 'bubbles_bench_page_load'
const SECONDS = Number(process.env.BENCH_SECONDS) || DEFAULT_LOAD.durationSeconds

/** The share of server CPU spent building SQL (drizzle-orm) under the mix of every page-load request. */
let sqlBuildingShare: number | undefined

interface Row {
  target: Database['kind']
  path: string
  queries: number
  app: Measured
  bare: Measured
  single: boolean
}
interface Measured {
  result: LoadResult
  /** Server CPU (user + system) per answered request, µs. */
  cpuUs: number
}

const uptime = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load')

export const pageLoadBenchmark: Benchmark = {
  name: 'page-load',
  run: async () => {
    console.log(`uptime at start: ${uptime()}`)
    const rows: Row[] = []
    const postgres = await findPostgres()
    if (postgres.url !== null) rows.push(...(await benchTarget('postgres', postgres.url)))
    else console.log(`\nPostgreSQL skipped: ${postgres.reason}`)
    rows.push(...(await benchTarget('pglite')))
    console.log(
      `\nPage-load requests, signed in, ${DEFAULT_LOAD.connections} connections, ${SECONDS} s each; uptime at end: ${uptime()}`,
    )
    printTable(
      [
        'target',
        'request',
        'queries',
        'req/s',
        'p99',
        'CPU/req',
        'bare req/s',
        'bare p99',
        'bare CPU',
        'of bare',
      ],
      rows.map((row) => [
        row.target,
        row.path,
        String(row.queries),
        formatRate(row.app.result.requestsPerSecond),
        formatMs(row.app.result.p99),
        `${Math.round(row.app.cpuUs)} µs`,
        formatRate(row.bare.result.requestsPerSecond),
        formatMs(row.bare.result.p99),
        `${Math.round(row.bare.cpuUs)} µs`,
        formatPercent(share(row)),
      ]),
    )
    const lines = summarize(rows)
    if (sqlBuildingShare !== undefined)
      lines.push(
        `postgres mix: SQL building (drizzle-orm) ${formatPercent(sqlBuildingShare)} of server CPU (< 5% ${check(sqlBuildingShare < 0.05)})`,
      )
    return lines
  },
}

/** Every page-load request in turn, profiled: where the server's CPU goes (docs/decisions/027 asks under 5% SQL building). */
async function profileMix(base: string, paths: string[], cookie: string) {
  const options = { ...DEFAULT_LOAD, durationSeconds: SECONDS, url: base, paths, headers: { cookie } }
  const { shares, sqlBuilding } = await profileShares(() => measureLoad(options))
  sqlBuildingShare = sqlBuilding
  console.log(
    `  CPU profile of the mix: SQL building ${formatPercent(sqlBuilding)} (drizzle-orm in all ${formatPercent(shares.find((entry) => entry.owner === 'drizzle-orm')?.share ?? 0)}, row mapping included)`,
  )
  console.log(
    `  by package: ${shares
      .slice(0, 8)
      .map(({ owner, share }) => `${owner} ${formatPercent(share)}`)
      .join(', ')}`,
  )
}

const share = (row: Row) => row.app.result.requestsPerSecond / row.bare.result.requestsPerSecond

function summarize(rows: Row[]) {
  const lines: string[] = []
  for (const row of rows) {
    const { p99, errors } = row.app.result
    if (row.target === 'postgres') {
      const cpu = row.single
        ? `, CPU ${Math.round(row.app.cpuUs)} µs (< ${TARGET.singleCpuUs} ${check(row.app.cpuUs < TARGET.singleCpuUs)})`
        : ''
      lines.push(
        `postgres ${row.path}: ${formatPercent(share(row))} of bare (>= 70% ${check(share(row) >= TARGET.bareShare)}), p99 ${formatMs(p99)} (< ${TARGET.p99Ms} ms ${check(p99 < TARGET.p99Ms)})${cpu}${errors ? `, ${errors} errors` : ''}`,
      )
    } else {
      lines.push(
        `pglite ${row.path}: p99 ${formatMs(p99)} (< ${TARGET.pgliteP99Ms} ms ${check(p99 < TARGET.pgliteP99Ms)}), ${formatPercent(share(row))} of bare${errors ? `, ${errors} errors` : ''}`,
      )
    }
  }
  return lines
}

async function benchTarget(kind: Database['kind'], adminUrl?: string): Promise<Row[]> {
  console.log(`\n${kind}: ${JSON.stringify(PAGE_LOAD_SIZE)}`)
  const started = performance.now()
  // Every statement the app runs passes here; while `recording` is set it is kept for the bare reference.
  let recording: Statement[] | null = null
  const onQuery = (text: string, params: unknown[]) => recording?.push({ text, params: [...params] })
  const databaseUrl = adminUrl ? await recreateDatabase(adminUrl, BENCH_DATABASE) : undefined
  const database = databaseUrl
    ? await openDatabase({ dataDir: '', databaseUrl, onQuery })
    : await openDatabase({ dataDir: '', inMemory: true, onQuery })
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-page-load-'))
  try {
    await migrateDatabase(database)
    const steps = await loadPageLoadData(database.db)
    console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`)
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      AUTH_DEV_LOGIN: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '60000',
    })
    const app = await buildApp({ config, db: database.db })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    config.publicUrl = base
    try {
      const cookie = await signIn(base)
      const paths = await resolvePaths(base, cookie, kind)
      const recorded: Recorded[] = []
      for (const path of paths) {
        await get(base, path, cookie) // warm: caches filled, statements prepared, session touched
        recording = []
        const body = await get(base, path, cookie)
        recorded.push({ statements: recording, body })
        recording = null
      }
      const pglite = (database.db as unknown as { $client: PGlite }).$client
      const bare = await startBarePageLoad(recorded, databaseUrl ? { url: databaseUrl } : { pglite })
      try {
        const rows: Row[] = []
        const requests = REQUESTS.filter((request) => kind === 'postgres' || request.main)
        for (const [index, request] of REQUESTS.entries()) {
          if (!requests.includes(request)) continue
          const appRun = await measure(base, paths[index]!, { cookie })
          const bareRun = await measure(bare.url, `/r/${index}`, {})
          rows.push({
            target: kind,
            path: request.path,
            queries: recorded[index]!.statements.length,
            app: appRun,
            bare: bareRun,
            single: Boolean(request.single),
          })
          console.log(
            `  ${request.path}: ${formatRate(appRun.result.requestsPerSecond)} p99 ${formatMs(appRun.result.p99)} ${Math.round(appRun.cpuUs)} µs | bare ${formatRate(bareRun.result.requestsPerSecond)} p99 ${formatMs(bareRun.result.p99)} ${Math.round(bareRun.cpuUs)} µs`,
          )
        }
        if (kind === 'postgres') await profileMix(base, paths, cookie)
        return rows
      } finally {
        await bare.close()
      }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
    if (adminUrl) await dropDatabase(adminUrl, BENCH_DATABASE)
  }
}

/** Warm-up, then the measured run with this process's CPU time around it (the server runs in-process). */
async function measure(url: string, path: string, headers: Record<string, string>): Promise<Measured> {
  const options = { ...DEFAULT_LOAD, durationSeconds: SECONDS, url, paths: [path], headers }
  await measureLoad({ ...options, durationSeconds: 2 })
  const before = process.cpuUsage()
  const result = await measureLoad(options)
  const used = process.cpuUsage(before)
  return { result, cpuUs: (used.user + used.system) / Math.max(1, result.requests) }
}

/** The concrete paths of REQUESTS: the caller's newest conversation and its last message. */
async function resolvePaths(base: string, cookie: string, kind: string) {
  const [match] = (await get(base, '/api/matches', cookie)) as { id: string }[]
  if (!match) throw new Error(`${kind}: the caller has no matches`)
  const page = (await get(base, `/api/conversations/${match.id}/messages?limit=50`, cookie)) as {
    messages: { id: string }[]
  }
  return REQUESTS.map(({ path }) =>
    path.replace('{conversation}', match.id).replace('{last}', page.messages.at(-1)?.id ?? ''),
  )
}

async function get(base: string, path: string, cookie: string) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } })
  const body = (await res.json()) as unknown
  if (res.status !== 200)
    throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
  return body
}

async function signIn(base: string) {
  return (await signInAs(base, CALLER)).cookieHeader
}
