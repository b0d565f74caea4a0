import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { discoverQuerySchema } from '@shared/schemas/discover'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { profiles } from '../server/db/schema'
import { findRankedPage } from '../server/features/discover/matching/ranked-deck'
import { findRecentOrderProfiles } from '../server/features/discover/service'
import { requestUser } from '../server/plugins/auth-guard'
import { signIn } from './discover'
import { deckSwiper, loadDiscoverData } from './discover-data'
import { check, formatPercent, formatRate } from './lib/benchmark'
import { DEFAULT_LOAD, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'

const BENCH_DATABASE = 'bubbles_bench_matching'
const SIZE = { profiles: 100_000, swipes: 1_000_000, callerSwipes: 1_000, deckSwipes: [0, 10_000] }
// The old order (decision 030) for a signed-in caller: the reference the ranked deck is held to.
const OLD_ORDER_PATH = '/api/bench/discover-old-order'
const COLD_PATH = '/api/bench/discover-ranked-cold'
// Many people opening Discover, each once: the bench asks as each of them (`as`), for both orders.
const AS_OLD_PATH = '/api/bench/discover-old-order-as'
const AS_RANKED_PATH = '/api/bench/discover-ranked-as'
const DISTINCT_CALLERS = 3_000

/**
 * Discover's throughput, ranked against the old order in the same run (docs/decisions/042): 100k profiles and
 * 1M swipes on PostgreSQL, a caller who swiped nobody and one who swiped the top 10,000 of their deck.
 */
export async function measureThroughput(): Promise<string[]> {
  const postgres = await findPostgres()
  if (postgres.url === null) return [`throughput skipped: ${postgres.reason}`]
  const url = await recreateDatabase(postgres.url, BENCH_DATABASE)
  const database = await openDatabase({ dataDir: '', databaseUrl: url })
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-'))
  try {
    await migrateDatabase(database)
    await loadDiscoverData(database.db, SIZE)
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      AUTH_DEV_LOGIN: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    })
    const app = await buildApp({ config, db: database.db })
    // Every first page dealt anew, as for people who open Discover once a visit.
    app.get(COLD_PATH, async (request, reply) => {
      const query = discoverQuerySchema.parse(request.query)
      const page = await findRankedPage({
        db: app.db,
        userId: requestUser(request).id,
        query,
        ratesMaxAgeMs: config.matchingRefreshMs,
        dealCacheMs: 0,
      })
      reply.header('content-type', 'application/json')
      return `[${page.cards.join(',')}]`
    })
    app.get(OLD_ORDER_PATH, async (request, reply) => {
      const query = discoverQuerySchema.parse(request.query)
      const page = await findRecentOrderProfiles({ db: app.db, userId: requestUser(request).id, query })
      reply.header('content-type', 'application/json')
      return `[${page.cards.join(',')}]`
    })
    const asCaller = (request: { query: unknown }) => {
      const { as, ...query } = request.query as Record<string, string>
      return { userId: as!, query: discoverQuerySchema.parse(query) }
    }
    app.get(AS_OLD_PATH, async (request, reply) => {
      const page = await findRecentOrderProfiles({ db: app.db, ...asCaller(request) })
      reply.header('content-type', 'application/json')
      return `[${page.cards.join(',')}]`
    })
    // Dealt anew each time: with thousands of callers, few would open Discover twice in half a minute.
    app.get(AS_RANKED_PATH, async (request, reply) => {
      const { userId, query } = asCaller(request)
      const page = await findRankedPage({
        db: app.db,
        userId,
        query,
        ratesMaxAgeMs: config.matchingRefreshMs,
        dealCacheMs: 0,
      })
      reply.header('content-type', 'application/json')
      return `[${page.cards.join(',')}]`
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    config.publicUrl = base
    try {
      const [fresh, heavy] = await Promise.all(
        SIZE.deckSwipes.map((_, index) => signIn(base, deckSwiper(index))),
      )
      const measure = async (label: string, path: string | string[], cookie: string) => {
        const paths = typeof path === 'string' ? [path] : path
        const probe = await fetch(`${base}${paths[0]}`, { headers: { cookie } })
        const body = await probe.text()
        if (!probe.ok) throw new Error(`${paths[0]} answered ${probe.status}`)
        const size = `${(JSON.parse(body) as unknown[]).length} cards, ${(body.length / 1024).toFixed(1)} KB`
        const options = { ...DEFAULT_LOAD, url: base, paths, headers: { cookie } }
        await measureLoad({ ...options, durationSeconds: 2 })
        const result = await measureLoad(options)
        console.log(
          `  ${label}: ${formatRate(result.requestsPerSecond)}, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors (${size})`,
        )
        return result.requestsPerSecond
      }
      console.log(
        `throughput, PostgreSQL, 100k profiles, 1M swipes, ${DEFAULT_LOAD.connections} connections:`,
      )
      // Twice each, interleaved: the database settles after the bulk load while the first ones run.
      const twice = async (label: string, path: string | string[], cookie: string) =>
        (await measure(label, path, cookie)) + (await measure(label, path, cookie))
      let old = 0
      let ranked = 0
      let swiped = 0
      for (let round = 0; round < 2; round += 1) {
        old += await measure('old order, swiped 0', OLD_ORDER_PATH, fresh!.cookie)
        ranked += await measure('ranked, swiped 0', '/api/profiles/discover', fresh!.cookie)
        swiped += await measure('ranked, swiped 10,000', '/api/profiles/discover', heavy!.cookie)
      }
      ;[old, ranked, swiped] = [old / 2, ranked / 2, swiped / 2]
      const cold = (await twice('ranked, swiped 0, every page dealt anew', COLD_PATH, fresh!.cookie)) / 2
      const coldSwiped =
        (await twice('ranked, swiped 10,000, every page dealt anew', COLD_PATH, heavy!.cookie)) / 2
      // Callers spread over the whole community, each asking once per run of the load (first pages).
      const callers = await database.db
        .select({ userId: profiles.userId })
        .from(profiles)
        .orderBy(sql`md5(${profiles.userId}::text)`)
        .limit(DISTINCT_CALLERS)
      const as = (path: string) => callers.map(({ userId }) => `${path}?as=${userId}`)
      let distinctOld = 0
      let distinctRanked = 0
      for (let round = 0; round < 2; round += 1) {
        distinctOld += await measure('old order, distinct callers', as(AS_OLD_PATH), '')
        distinctRanked += await measure('ranked, distinct callers, dealt anew', as(AS_RANKED_PATH), '')
      }
      return [
        `throughput: distinct callers' first pages, ranked ${formatRate(distinctRanked / 2)} = ${formatPercent(distinctRanked / distinctOld)} of the old order's ${formatRate(distinctOld / 2)} (>= 80% ${check(distinctRanked / distinctOld >= 0.8)})`,
        `throughput: one caller opening Discover again, ranked ${formatRate(ranked)} = ${formatPercent(ranked / old)} of the old order's ${formatRate(old)} (>= 80% ${check(ranked / old >= 0.8)})`,
        `throughput: ranked after swiping 10,000 ${formatRate(swiped)} = ${formatPercent(swiped / ranked)} of a new caller's (>= 80% ${check(swiped / ranked >= 0.8)})`,
        `throughput: every page dealt anew ${formatRate(cold)} = ${formatPercent(cold / old)} of the old order; after swiping 10,000 ${formatRate(coldSwiped)} = ${formatPercent(coldSwiped / cold)} of a new caller's`,
      ]
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
    await dropDatabase(postgres.url, BENCH_DATABASE)
  }
}
