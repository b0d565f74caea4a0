import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Db, openDatabase, WORD_SIMILARITY_THRESHOLD } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { searchPeople } from '../server/features/search/people'
import { searchProjects } from '../server/features/search/projects'
import { searchWords } from '../server/features/search/words'
import { signInAs } from '../test/client'
import { type Benchmark, check, formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './lib/load'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'
import { loadSearchData } from './search-data'

const BENCH_DATABASE = 'bubbles_bench_search'
const SIZE = { profiles: 100_000, projects: 200_000, messages: 1_000_000 }
// docs/decisions/055: each search at 70% of its bare reference or more, p99 at most twice the bare one's.
const TARGET = { bareShare: 0.7, p99Ratio: 2 }

const SCENARIOS = [
  { label: 'a name', kind: 'people', q: 'Lindiwe Mahlangu' },
  { label: 'a skill and a place', kind: 'people', q: 'figma durban' },
  { label: 'a misspelling', kind: 'people', q: 'lindwe' },
  { label: 'a tag', kind: 'projects', q: 'packaging' },
] as const
type Scenario = (typeof SCENARIOS)[number]

const uptime = () => execSync('uptime').toString().trim()

/** The statement the app runs for a scenario's first page, as text and values (drizzle builds both). */
function statementOf(db: Db, viewerId: string, { kind, q }: Scenario) {
  const page = { viewerId, q, words: searchWords(q), take: 21, offset: 0 }
  const query = kind === 'people' ? searchPeople(db, page) : searchProjects(db, page)
  const { sql: text, params } = query.toSQL()
  return { text, values: params }
}

/**
 * A bare Fastify route on its own pg pool running the same statement per scenario and sending its rows
 * as JSON: no session, no budget, no schema, no mapping. The app is measured as a share of it.
 */
async function startBare(url: string, statements: { text: string; values: unknown[] }[]) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  })
  const app = Fastify({ logger: false })
  app.get<{ Params: { index: string } }>('/search/:index', async (request, reply) => {
    const { rows } = await pool.query({ ...statements[Number(request.params.index)]!, rowMode: 'array' })
    return reply.type('application/json').send(JSON.stringify({ items: rows }))
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close()
      await pool.end()
    },
  }
}

/** EXPLAIN ANALYZE of a statement; which indexes it used and whether it read a big table from end to end. */
async function explain(
  pool: pg.Pool,
  label: string,
  statement: { text: string; values: unknown[] },
  print: boolean,
) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
    text: `explain (analyze, buffers) ${statement.text}`,
    values: statement.values,
  })
  const plan = rows.map((row) => row['QUERY PLAN'])
  const indexes = [
    ...new Set(
      plan.flatMap((line) =>
        [...line.matchAll(/(?:Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]),
      ),
    ),
  ]
  const seqScans = plan.filter((line) =>
    /Seq Scan on (profiles|portfolio_projects|messages|team_messages)\b/.test(line),
  )
  console.log(
    `  plan, ${label}: ${indexes.join(', ')}; ${seqScans.length} sequential scans of profiles, projects or messages; ${plan.find((line) => line.startsWith('Execution Time'))}`,
  )
  if (print) for (const line of plan) console.log(`    ${line}`)
  return seqScans.length === 0
}

async function signIn(base: string, email: string) {
  return (await signInAs(base, { email, firstName: 'Bench', lastName: 'Searcher' })).cookieHeader
}

export const searchBenchmark: Benchmark = {
  name: 'search',
  run: async () => {
    console.log(`uptime at start: ${uptime()}`)
    const postgres = await findPostgres()
    if (postgres.url === null) {
      console.log(`PostgreSQL skipped: ${postgres.reason}`)
      return [`skipped: ${postgres.reason}`]
    }
    const databaseUrl = await recreateDatabase(postgres.url, BENCH_DATABASE)
    const database = await openDatabase({ dataDir: '', databaseUrl, poolSize: 20 })
    const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-search-'))
    const closers: (() => Promise<void>)[] = []
    try {
      const started = performance.now()
      await migrateDatabase(database)
      const steps = await loadSearchData(database.db, SIZE)
      console.log(
        `${SIZE.profiles.toLocaleString('en-US')} profiles, ${SIZE.projects.toLocaleString('en-US')} projects, ${SIZE.messages.toLocaleString('en-US')} messages on PostgreSQL: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`,
      )
      const config = loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        AUTH_DEV_LOGIN: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      })
      // The budget is the limiter's to test (search.test.ts); here one person's searches are the load.
      config.budgets.searches.max = 1_000_000_000
      const app = await buildApp({ config, db: database.db })
      await app.listen({ port: 0, host: '127.0.0.1' })
      closers.push(() => app.close())
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
      config.publicUrl = base
      const cookie = await signIn(base, 'bench-searcher@example.com')
      const [{ id: viewerId }] = (
        (await database.db.execute(
          sql`select id from users where email = 'bench-searcher@example.com'`,
        )) as unknown as {
          rows: { id: string }[]
        }
      ).rows as [{ id: string }]
      // The searcher needs a profile: search itself does not, but a real member has one.
      await database.db.execute(sql`insert into profiles (user_id, profession, bio, location, experience,
        agreed_to_privacy_policy_at, agreed_to_terms_of_service_at)
        values (${viewerId}, 'Photographer', 'Bench', 'Durban, KwaZulu-Natal', 'Intermediate (2-5 years)', now(), now())`)

      const statements = SCENARIOS.map((scenario) => statementOf(database.db, viewerId, scenario))
      const bare = await startBare(databaseUrl, statements)
      closers.push(bare.close)

      console.log('\nEXPLAIN (ANALYZE, BUFFERS) of each search as the app runs it:')
      let indexOnly = true
      for (const [index, scenario] of SCENARIOS.entries()) {
        indexOnly =
          (await explain(database.pool!, `${scenario.label} "${scenario.q}"`, statements[index]!, true)) &&
          indexOnly
      }
      const conversation = (
        (await database.db.execute(
          sql`select conversation_id as id from messages group by 1 order by count(*) desc limit 1`,
        )) as unknown as {
          rows: { id: string }[]
        }
      ).rows[0]!.id
      indexOnly =
        (await explain(
          database.pool!,
          'chat search "brief festival"',
          {
            text: `select * from messages where conversation_id = $1
              and search_fold(content) like '%' || search_fold($2::text) || '%'
              and search_fold(content) like '%' || search_fold($3::text) || '%'
              order by created_at desc, id desc limit 21`,
            values: [conversation, 'brief', 'festival'],
          },
          true,
        )) && indexOnly

      const results: { scenario: Scenario; app: LoadResult; bare: LoadResult }[] = []
      for (const [index, scenario] of SCENARIOS.entries()) {
        const path = `/api/search?kind=${scenario.kind}&q=${encodeURIComponent(scenario.q)}`
        const check = await fetch(`${base}${path}`, { headers: { cookie } })
        const found = ((await check.json()) as { items: unknown[] }).items?.length ?? 0
        console.log(`\n${scenario.label} (${path}): ${check.status}, ${found} results on the first page`)
        const bareResult = await measureLoad({ url: `${bare.url}/search/${index}`, ...DEFAULT_LOAD })
        const appResult = await measureLoad({ url: `${base}${path}`, headers: { cookie }, ...DEFAULT_LOAD })
        results.push({ scenario, app: appResult, bare: bareResult })
      }

      console.log(
        `\nGET /api/search (signed in) vs a bare Fastify + pg route running the same SQL; ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s each; uptime at end: ${uptime()}`,
      )
      const lines: string[] = []
      const rows = results.map(({ scenario, app: a, bare: b }) => {
        const share = a.requestsPerSecond / b.requestsPerSecond
        const p99Ratio = a.p99 / b.p99
        const ok = share >= TARGET.bareShare && p99Ratio <= TARGET.p99Ratio && a.errors === 0
        lines.push(
          `${scenario.label}: ${formatRate(a.requestsPerSecond)} (${formatPercent(share)} of bare ${formatRate(b.requestsPerSecond)}), p99 ${formatMs(a.p99)} (bare ${formatMs(b.p99)}, ${p99Ratio.toFixed(2)}x) ${check(ok)}`,
        )
        return [
          `${scenario.label} "${scenario.q}"`,
          formatRate(a.requestsPerSecond),
          formatRate(b.requestsPerSecond),
          formatPercent(share),
          formatMs(a.p99),
          formatMs(b.p99),
          `${p99Ratio.toFixed(2)}x`,
          String(a.errors + b.errors),
          check(ok),
        ]
      })
      printTable(
        ['search', 'app', 'bare', 'share', 'p99 app', 'p99 bare', 'p99 ratio', 'errors', 'target'],
        rows,
      )
      lines.push(
        `index scans only (no sequential scan of profiles, projects or messages): ${check(indexOnly)}`,
      )
      console.log(lines.at(-1))
      return lines
    } finally {
      for (const close of closers.reverse()) await close().catch(() => {})
      await database.close()
      await dropDatabase(postgres.url, BENCH_DATABASE).catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
