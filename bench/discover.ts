import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NEXT_CURSOR_HEADER } from '@shared/http'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { MAX_CARDS } from '../server/features/discover/card-cache'
import type { DiscoverFilters } from '../server/features/discover/discover-query'
import { signInAs } from '../test/client'
import { startBareDiscover } from './discover-bare'
import { CALLER, type DiscoverDataSize, deckSwiper, loadDiscoverData } from './discover-data'
import { printPlans } from './discover-plans'
import { type Benchmark, check, formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { measureHelloWorld } from './lib/hello'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'

const BENCH_DATABASE = 'bubbles_bench_discover'
// deckSwipes: callers who swiped the first N of their own deck, top down, as swiping does.
// PGlite's 20,000 people leave some 7,000 unswiped after 10,000.
const SIZES: Record<Database['kind'], Required<DiscoverDataSize>> = {
  postgres: { profiles: 100_000, swipes: 1_000_000, callerSwipes: 10_000, deckSwipes: [0, 1_000, 10_000] },
  pglite: { profiles: 20_000, swipes: 100_000, callerSwipes: 1_000, deckSwipes: [0, 1_000, 10_000] },
}
// docs/engineering.md §4 and docs/decisions/021, on PostgreSQL; PGlite's p99 for the heaviest swiper.
const TARGET = { p95Ms: 20, helloShare: 0.15, swipedShare: 0.8, bareShare: 0.8, pgliteP99Ms: 100 }

const FILTERED: DiscoverFilters = { location: 'gauteng', profession: 'designer', availability: 'available' }
const FILTERED_LABEL = 'gauteng + designer + available'

const DEEP_PAGES = Math.ceil((MAX_CARDS * 1.5) / 20)

// The floor under any signed-in endpoint: session (cached) plus one read of the person and profile.
const REFERENCE = { label: 'reference: GET /api/auth/user', path: '/api/auth/user' }

interface Row {
  target: string
  scenario: string
  result: LoadResult
  /** How many of their deck the caller swiped, top down; undefined for references. */
  swiped?: number
  filtered?: boolean
  bare?: boolean
}

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load')

export const discoverBenchmark: Benchmark = {
  name: 'discover',
  run: async () => {
    const rows: Row[] = []
    console.log(`uptime at start: ${load()}`)
    console.log(
      `hello-world: bare Fastify route, ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s`,
    )
    const hello = await measureHelloWorld()
    rows.push({ target: 'fastify', scenario: 'hello world', result: hello })

    const postgres = await findPostgres()
    if (postgres.url !== null) rows.push(...(await benchTarget('postgres', postgres.url)))
    else console.log(`\nPostgreSQL skipped: ${postgres.reason}`)
    rows.push(...(await benchTarget('pglite')))

    console.log(
      `\nGET /api/profiles/discover, signed in; "swiped N" = the caller swiped the first N of their deck; ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s each; uptime at end: ${load()}`,
    )
    const base = (row: Row) =>
      rows.find(
        (other) => other.target === row.target && other.swiped === 0 && other.filtered === row.filtered,
      )
    const bare = (row: Row) => rows.find((other) => other.target === row.target && other.bare)
    const share = (row: Row, of?: Row) =>
      of && row.swiped !== undefined
        ? formatPercent(row.result.requestsPerSecond / of.result.requestsPerSecond)
        : ''
    printTable(
      ['target', 'scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', 'of hello', 'of swiped 0', 'of bare'],
      rows.map((row) => [
        row.target,
        row.scenario,
        formatRate(row.result.requestsPerSecond),
        formatMs(row.result.p50),
        formatMs(row.result.p95),
        formatMs(row.result.p99),
        String(row.result.errors),
        formatPercent(row.result.requestsPerSecond / hello.requestsPerSecond),
        share(row, base(row)),
        share(row, bare(row)),
      ]),
    )
    return summarize(rows, hello)
  },
}

function summarize(rows: Row[], hello: LoadResult) {
  const lines: string[] = []
  const rate = (row: Row) => row.result.requestsPerSecond
  const pg = rows.filter((row) => row.target === 'postgres' && row.swiped !== undefined)
  for (const row of pg) {
    const ofHello = rate(row) / hello.requestsPerSecond
    lines.push(
      `postgres discover, ${row.scenario}: p95 ${formatMs(row.result.p95)} (< ${TARGET.p95Ms} ms ${check(row.result.p95 < TARGET.p95Ms)}), ${formatRate(rate(row))} = ${formatPercent(ofHello)} of hello-world (>= 15% ${check(ofHello >= TARGET.helloShare)})`,
    )
  }
  const plain = pg.filter((row) => !row.filtered && row.scenario.startsWith('swiped'))
  const [first, last] = [plain[0], plain.at(-1)]
  if (first && last && first !== last) {
    const ratio = rate(last) / rate(first)
    lines.push(
      `postgres discover, ${last.scenario} vs ${first.scenario}: ${formatPercent(ratio)} of the throughput (>= 80% ${check(ratio >= TARGET.swipedShare)})`,
    )
  }
  const bare = rows.find((row) => row.target === 'postgres' && row.bare)
  if (first && bare) {
    const ratio = rate(first) / rate(bare)
    lines.push(
      `postgres discover, ${first.scenario}: ${formatPercent(ratio)} of the bare reference (>= 80% ${check(ratio >= TARGET.bareShare)})`,
    )
  }
  const heavy = rows.filter((row) => row.target === 'pglite' && !row.filtered && row.swiped).at(-1)
  if (heavy)
    lines.push(
      `pglite discover, ${heavy.scenario}: p99 ${formatMs(heavy.result.p99)} (< ${TARGET.pgliteP99Ms} ms ${check(heavy.result.p99 < TARGET.pgliteP99Ms)})`,
    )
  return lines
}

interface Measured {
  label: string
  paths: string[]
  cookie?: string
  url?: string
  swiped?: number
  filtered?: boolean
  bare?: boolean
}

async function benchTarget(kind: Database['kind'], adminUrl?: string): Promise<Row[]> {
  const size = SIZES[kind]
  console.log(
    `\n${kind}: ${size.profiles.toLocaleString('en-US')} profiles, ${size.swipes.toLocaleString('en-US')} swipes`,
  )
  const started = performance.now()
  const databaseUrl = adminUrl ? await recreateDatabase(adminUrl, BENCH_DATABASE) : undefined
  const database = databaseUrl
    ? await openDatabase({ dataDir: '', databaseUrl })
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
    const closers: (() => Promise<void>)[] = [() => app.close()]
    try {
      const swipers = await Promise.all(size.deckSwipes.map((_, index) => signIn(base, deckSwiper(index))))
      const heaviest = swipers.at(-1)!
      await printPlans(database, heaviest.userId, [
        { label: 'no filters', filters: {} },
        { label: FILTERED_LABEL, filters: FILTERED },
      ])
      const discover = (filters: DiscoverFilters = {}) =>
        `/api/profiles/discover?${new URLSearchParams(filters as Record<string, string>)}`
      const measured: Measured[] = []
      const scattered = kind === 'postgres' ? await signIn(base, CALLER) : undefined
      if (scattered) {
        const bare = await startBareDiscover({
          db: database.db,
          url: databaseUrl!,
          viewerId: swipers[0]!.userId,
        })
        closers.push(bare.close)
        measured.push(
          { label: REFERENCE.label, paths: [REFERENCE.path], cookie: scattered.cookie },
          {
            label: 'bare: Fastify + pg, same ranking SQL, swiped 0',
            paths: ['/discover'],
            url: bare.url,
            bare: true,
          },
        )
      }
      for (const [index, swiped] of size.deckSwipes.entries()) {
        const label = `swiped ${swiped.toLocaleString('en-US')}`
        measured.push({ label, paths: [discover()], cookie: swipers[index]!.cookie, swiped })
      }
      for (const index of [0, size.deckSwipes.length - 1]) {
        const swiped = size.deckSwipes[index]!
        const label = `swiped ${swiped.toLocaleString('en-US')}, ${FILTERED_LABEL}`
        measured.push({
          label,
          paths: [discover(FILTERED)],
          cookie: swipers[index]!.cookie,
          swiped,
          filtered: true,
        })
      }
      // The old scenario: swipes scattered over the whole ranking (months of swiping), and deep pages.
      if (scattered) {
        measured.push(
          {
            label: `scattered ${size.callerSwipes.toLocaleString('en-US')} swipes`,
            paths: [discover()],
            cookie: scattered.cookie,
            swiped: -1,
          },
          {
            label: `deep pages, cards not cached (${DEEP_PAGES} pages in turn), swiped 0`,
            paths: await walkDeck(base, swipers[0]!.cookie, DEEP_PAGES),
            cookie: swipers[0]!.cookie,
            swiped: -1,
          },
        )
      }
      const rows: Row[] = []
      for (const { label, paths, cookie, url = base, swiped, filtered, bare } of measured) {
        const headers: Record<string, string> = cookie ? { cookie } : {}
        await expectOk(`${url}${paths[0]}`, headers)
        const options = { ...DEFAULT_LOAD, url, paths, headers }
        await measureLoad({ ...options, durationSeconds: 2 }) // warm-up
        const result = await measureLoad(options)
        rows.push({ target: kind, scenario: label, result, swiped, filtered, bare })
      }
      return rows
    } finally {
      for (const close of closers.reverse()) await close()
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
export async function signIn(base: string, person: typeof CALLER) {
  const client = await signInAs(base, person)
  return { cookie: client.cookieHeader, userId: client.user!.id }
}

async function expectOk(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers })
  const body = (await res.json()) as unknown
  const empty = Array.isArray(body) && body.length === 0
  if (res.status !== 200 || empty)
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
}
