import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { queryRows } from '../server/db/prepare'
import { loadDiscoverData } from './discover-data'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'

/**
 * The designs of docs/decisions/021 side by side on PostgreSQL, as EXPLAIN (ANALYZE) execution times of
 * one first-tier page (21 rows) for callers who swiped the first 0, 1,000 and 10,000 of their deck:
 * the per-row probe walked from the top (before), the same exclusion as a planner-chosen anti-join, and
 * the walk from a frontier. `npx tsx bench/discover-alternatives.ts`; about a minute.
 */
const NAME = 'bubbles_bench_discover_alternatives'
const DECKS = [0, 1_000, 10_000]

const postgres = await findPostgres()
if (postgres.url === null) throw new Error(postgres.reason)
const database = await openDatabase({ dataDir: '', databaseUrl: await recreateDatabase(postgres.url, NAME) })
try {
  await migrateDatabase(database)
  await loadDiscoverData(database.db, {
    profiles: 100_000,
    swipes: 1_000_000,
    callerSwipes: 0,
    deckSwipes: DECKS,
  })
  const uid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
  const deck = (me: string, exclusion: string, from = '') => `
    select p.user_id from profiles p join users u on u.id = p.user_id
    where p.show_in_discovery and p.profile_visibility = 'public' and u.suspended_at is null
      and p.user_id <> '${me}' and ${exclusion} ${from}
      and p.province = (select province from profiles where user_id = '${me}')
    order by p.is_available_for_work desc, p.updated_at desc, p.user_id desc limit 21`
  const swiped = (me: string, offset: boolean) =>
    `not exists (select 1 from swipes s where s.swiper_id = '${me}' and s.swiped_id = p.user_id${offset ? ' offset 0' : ''})`
  for (const [index, count] of DECKS.entries()) {
    const me = uid(index + 2)
    // The frontier: the last of the swiped prefix of the deck, found once here by a walk with no limit.
    const [last] = await queryRows<{ a: boolean; u: string; id: string }>(
      database.db,
      sql.raw(`select p.is_available_for_work a, p.updated_at::text u, p.user_id id from profiles p
        join swipes s on s.swiped_id = p.user_id and s.swiper_id = '${me}'
        where p.province = (select province from profiles where user_id = '${me}')
        order by p.is_available_for_work, p.updated_at, p.user_id limit 1`),
    )
    const frontier = last
      ? `and (p.is_available_for_work, p.updated_at, p.user_id) <= (${last.a}, '${last.u}', '${last.id}')`
      : ''
    const designs = {
      'probe from the top': deck(me, swiped(me, true)),
      'anti-join': deck(me, swiped(me, false)),
      'probe from the frontier': deck(me, swiped(me, true), frontier),
    }
    for (const [design, text] of Object.entries(designs)) {
      const times: number[] = []
      for (let run = 0; run < 7; run++) {
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          database.db,
          sql.raw(`explain (analyze) ${text}`),
        )
        const line = rows.map((row) => row['QUERY PLAN']).find((row) => row.startsWith('Execution Time'))
        times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1]))
      }
      times.sort((a, b) => a - b)
      console.log(`swiped ${count.toLocaleString('en-US')}: ${design}: median ${times[3]!.toFixed(2)} ms`)
    }
  }
} finally {
  await database.close()
  await dropDatabase(postgres.url, NAME)
}
