import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NEXT_CURSOR_HEADER } from '@shared/http'
import { fillPlaceholders, sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Database, type Db, openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { MAX_CARDS } from '../server/features/discover/card-cache'
import {
  type DiscoverFilters,
  type DiscoverShape,
  type DiscoverValues,
  discoverSelect,
} from '../server/features/discover/discover-query'
import { shapeOf, valuesOf } from '../server/features/discover/service'
import { needsCustomPlan } from '../server/features/discover/statements'
import { CALLER, type DiscoverDataSize, loadDiscoverData } from './discover-data'
import { type Benchmark, check, formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { measureHelloWorld } from './lib/hello'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'

const BENCH_DATABASE = 'bubbles_bench'
const SIZES: Record<Database['kind'], DiscoverDataSize> = {
  postgres: { profiles: 100_000, swipes: 1_000_000, callerSwipes: 10_000 },
  pglite: { profiles: 5_000, swipes: 50_000, callerSwipes: 500 },
}
// Architecture §4, on PostgreSQL.
const TARGET = { p95Ms: 20, helloShare: 0.15 }

const SCENARIOS: { label: string; filters: DiscoverFilters }[] = [
  { label: 'no filters', filters: {} },
  {
    label: 'gauteng + designer + available',
    filters: { location: 'gauteng', profession: 'designer', availability: 'available' },
  },
]

const DEEP_PAGES = Math.ceil((MAX_CARDS * 1.5) / 20)

// The floor under any signed-in endpoint: session (cached) plus one read of the person and profile.
const REFERENCE = { label: 'reference: GET /api/auth/user', path: '/api/auth/user' }

interface Row {
  target: string
  scenario: string
  result: LoadResult
  discover: boolean
}

export const discoverBenchmark: Benchmark = {
  name: 'discover',
  run: async () => {
    const rows: Row[] = []
    console.log(
      `hello-world: bare Fastify route, ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s`,
    )
    const hello = await measureHelloWorld()
    rows.push({ target: 'fastify', scenario: 'hello world', result: hello, discover: false })

    const postgres = await findPostgres()
    if (postgres.url !== null) rows.push(...(await benchTarget('postgres', postgres.url)))
    else console.log(`\nPostgreSQL skipped: ${postgres.reason}`)
    rows.push(...(await benchTarget('pglite')))

    console.log(
      `\nGET /api/profiles/discover, signed in, the caller has already swiped many people; ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s each`,
    )
    printTable(
      ['target', 'scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', 'of hello'],
      rows.map(({ target, scenario, result }) => [
        target,
        scenario,
        formatRate(result.requestsPerSecond),
        formatMs(result.p50),
        formatMs(result.p95),
        formatMs(result.p99),
        String(result.errors),
        formatPercent(result.requestsPerSecond / hello.requestsPerSecond),
      ]),
    )
    const summary = rows
      .filter((row) => row.target === 'postgres' && row.discover)
      .map(({ scenario, result }) => {
        const share = result.requestsPerSecond / hello.requestsPerSecond
        return `postgres discover, ${scenario}: p95 ${formatMs(result.p95)} (< ${TARGET.p95Ms} ms ${check(result.p95 < TARGET.p95Ms)}), ${formatRate(result.requestsPerSecond)} = ${formatPercent(share)} of hello-world (>= 15% ${check(share >= TARGET.helloShare)})`
      })
    for (const line of summary) console.log(line)
    return summary
  },
}

async function benchTarget(kind: Database['kind'], adminUrl?: string): Promise<Row[]> {
  const size = SIZES[kind]
  console.log(
    `\n${kind}: ${size.profiles.toLocaleString('en-US')} profiles, ${size.swipes.toLocaleString('en-US')} swipes`,
  )
  const started = performance.now()
  const database = adminUrl
    ? await openDatabase({ dataDir: '', databaseUrl: await recreateDatabase(adminUrl, BENCH_DATABASE) })
    : await openDatabase({ dataDir: '', inMemory: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-'))
  try {
    await migrateDatabase(database)
    const steps = await loadDiscoverData(database.db, size)
    console.log(
      `  created, migrated and loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`,
    )

    // Production settings, as deployed; development sign-in stays on (explicitly) to get a real session.
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      AUTH_DEV_LOGIN: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    })
    const app = await buildApp({ config, db: database.db })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    config.publicUrl = base
    try {
      const { cookie, userId } = await signIn(base)
      await printPlans(database, userId)
      const rows: Row[] = []
      const measured: { label: string; paths: string[]; discover: boolean }[] = [
        ...(kind === 'postgres'
          ? [{ label: REFERENCE.label, paths: [REFERENCE.path], discover: false }]
          : []),
        ...SCENARIOS.map(({ label, filters }) => ({
          label,
          paths: [`/api/profiles/discover?${new URLSearchParams(filters as Record<string, string>)}`],
          discover: true,
        })),
        // PGlite's smaller data set holds fewer cards than the cache.
        ...(kind === 'postgres'
          ? [
              {
                label: `deep pages, cards not cached (${DEEP_PAGES} pages in turn)`,
                paths: await walkDeck(base, cookie, DEEP_PAGES),
                discover: true,
              },
            ]
          : []),
      ]
      for (const { label, paths, discover } of measured) {
        await expectOk(`${base}${paths[0]}`, cookie)
        const load = { ...DEFAULT_LOAD, url: base, paths, headers: { cookie } }
        await measureLoad({ ...load, durationSeconds: 2 }) // warm-up
        const result = await measureLoad(load)
        rows.push({ target: kind, scenario: label, result, discover })
      }
      return rows
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
    if (adminUrl) await dropDatabase(adminUrl, BENCH_DATABASE)
  }
}

/**
 * The caller's deck page after page: paths with the X-Next-Cursor of each page. Asked in turn, they hold
 * half as many cards again as the card cache keeps, so every page renders its cards anew (least recently
 * used goes first): the cost of pages nobody has asked for lately, next to the first page everyone sees.
 */
async function walkDeck(base: string, cookie: string, pages: number) {
  const paths = ['/api/profiles/discover']
  while (paths.length < pages) {
    const res = await fetch(`${base}${paths.at(-1)}`, { headers: { cookie } })
    const cursor = res.headers.get(NEXT_CURSOR_HEADER)
    if (!res.ok || !cursor) throw new Error(`the deck ended after ${paths.length} pages (${res.status})`)
    paths.push(`/api/profiles/discover?${new URLSearchParams({ cursor })}`)
  }
  return paths
}

/** A real session: development sign-in as the caller, the same cookie a browser would hold. */
async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CALLER),
  })
  if (!res.ok) throw new Error(`dev-login failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { cookie, userId: ((await res.json()) as { id: string }).id }
}

async function expectOk(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } })
  const body = (await res.json()) as unknown
  const empty = Array.isArray(body) && body.length === 0
  if (res.status !== 200 || empty)
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
}

/**
 * EXPLAIN (ANALYZE) of the very statements the endpoint runs, one per tier, planned the way the endpoint
 * plans them (runDiscoverStatement: generic plans of prepared statements, custom plans for text filters),
 * and the indexes they use. The last case used to be the slow one: free text that almost nobody typed.
 */
async function printPlans(database: Database, userId: string) {
  const scope = { viewerId: userId }
  const cases = [...SCENARIOS, { label: 'rare free-text profession', filters: { profession: 'tattoo' } }]
  for (const [index, { label, filters }] of cases.entries()) {
    const tiered = !filters.location
    for (const tier of tiered ? ([1, 2] as const) : ([2] as const)) {
      const shape = shapeOf({ scope, filters, tiered, tier, take: 21 })
      const plan = await explainAsRun(database.db, shape, valuesOf(scope, filters))
      const used = plan.flatMap((line) => [
        ...line.matchAll(/(?:Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g),
      ])
      const indexes = [...new Set(used.map((match) => match[1]!))]
      const seqScans = plan.filter((line) => line.includes('Seq Scan')).length
      const time = plan.find((line) => line.startsWith('Execution Time'))
      console.log(
        `  plan, ${label}, tier ${tier}: ${indexes.join(', ')}; ${seqScans} sequential scans; ${time}`,
      )
      if (index === 0 && tier === 1) for (const line of plan) console.log(`    ${line}`)
    }
  }
}

async function explainAsRun(db: Db, shape: DiscoverShape, values: Partial<DiscoverValues>) {
  if (needsCustomPlan(shape)) {
    const query = discoverSelect(db, shape, (key) => sql`${values[key]}`)
    const result = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
      rows: Record<string, string>[]
    }
    return result.rows.map((row) => Object.values(row)[0]!)
  }
  const { sql: text, params } = discoverSelect(db, shape, (key) => sql.placeholder(key)).toSQL()
  const literal = (value: unknown) =>
    typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value)
  const args = fillPlaceholders(params, values).map(literal).join(', ')
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`)
    await tx.execute(sql.raw(`prepare bench_explain as ${text}`))
    const result = (await tx.execute(
      sql.raw(`explain (analyze, buffers) execute bench_explain(${args})`),
    )) as unknown as {
      rows: Record<string, string>[]
    }
    await tx.execute(sql`deallocate bench_explain`)
    return result.rows.map((row) => Object.values(row)[0]!)
  })
}
