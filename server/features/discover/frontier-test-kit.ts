import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import * as schema from '../../db/schema'

/**
 * `count` people in `location`, ranked one after another (each a second older than the one before,
 * all older than `minutesOld`), inserted in one statement: a deck too long to build through the API.
 * Returns their ids in Discover's order.
 */
export async function insertPeople(db: Db, { count, location, minutesOld = 120 }: PeopleOptions) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with people as (
      insert into users (email, first_name, last_name)
      select 'deck-' || gen_random_uuid() || '@example.com', 'Deck', 'Person ' || n from generate_series(1, ${count}::int) n
      returning id, last_name
    ), placed as (
      insert into profiles (user_id, profession, bio, location, experience, agreed_to_privacy_policy_at,
        agreed_to_terms_of_service_at, updated_at)
      select id, 'Designer', 'Here to make things.', ${location}, 'Entry level (0-1 years)', now(), now(),
        now() - ${minutesOld}::int * interval '1 minute' - substr(last_name, 8)::int * interval '1 second'
      from people
      returning user_id, updated_at
    )
    select user_id as id from placed order by updated_at desc, user_id desc`,
  )
  await db.execute(sql`analyze`)
  return rows.map((row) => row.id)
}

interface PeopleOptions {
  count: number
  location: string
  minutesOld?: number
}

/**
 * The app's database as a second Drizzle handle that records every statement, so a test can run the
 * real Discover code and then ask PostgreSQL what each of those statements cost.
 */
export function recordingDb(db: Db) {
  const statements: { query: string; params: unknown[] }[] = []
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) }
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  const recording =
    client instanceof PGlite
      ? drizzlePglite(client, { schema, logger })
      : drizzlePostgres(client as pg.Pool, { schema, logger })
  return { db: recording as unknown as Db, statements }
}

type Recorded = { query: string; params: unknown[] }[]

/**
 * How many times the recorded statements probed the caller's swipes: EXPLAIN (ANALYZE) of each one
 * that reads swipes, counting the loops of every scan of that table (the (swiper, swiped) index once
 * it holds rows; a planner that knows it empty scans it).
 */
export async function swipeProbes(db: Db, statements: Recorded) {
  let probes = 0
  for (const explained of await explainRecorded(db, statements, 'json')) probes += explained.probes
  return probes
}

/** EXPLAIN (ANALYZE, BUFFERS) of each recorded statement that reads swipes: its plan and its probes. */
export async function explainRecorded(db: Db, statements: Recorded, format: 'json' | 'text' = 'text') {
  const client = (
    db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
  ).$client
  const explained: { plan: string[]; probes: number }[] = []
  for (const { query, params } of statements) {
    if (!/^\s*\(*select/i.test(query) || !query.includes('"swipes"')) continue
    const run = async (options: string) => {
      const result = (await client.query(`explain (${options}) ${query}`, params)) as {
        rows: Record<string, unknown>[]
      }
      return result.rows.map((row) => Object.values(row)[0])
    }
    const [cell] = await run('analyze, format json')
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }]
    const text = format === 'text' ? ((await run('analyze, buffers')) as string[]) : []
    explained.push({ plan: text, probes: loopsOn(plan.Plan, 'swipes') })
  }
  return explained
}

interface PlanNode {
  'Relation Name'?: string
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

const loopsOn = (node: PlanNode, table: string): number =>
  (node['Relation Name'] === table ? (node['Actual Loops'] ?? 0) : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + loopsOn(child, table), 0)
