import type { Database } from '../server/db/client'
import type { DiscoverFilters } from '../server/features/discover/discover-query'
import { explainRecorded, recordingDb } from '../server/features/discover/frontier-test-kit'
import { findRecentOrderProfiles } from '../server/features/discover/service'

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the very statements a first page of `userId`'s deck runs, recorded from
 * the service itself (after one page, so that the frontier is in place as it is for the load), with the
 * indexes they use and how often they probe the caller's swipes. Values are inlined as parameters of a
 * one-off statement, so these are custom plans; the endpoint runs generic ones for plain decks.
 */
export async function printPlans(
  database: Database,
  userId: string,
  scenarios: { label: string; filters: DiscoverFilters }[],
) {
  const cases = [...scenarios, { label: 'rare free-text profession', filters: { profession: 'tattoo' } }]
  for (const [index, { label, filters }] of cases.entries()) {
    const query = { limit: 20, ...filters }
    await findRecentOrderProfiles({ db: database.db, userId, query })
    const { db, statements } = recordingDb(database.db)
    await findRecentOrderProfiles({ db, userId, query })
    for (const [part, { plan, probes }] of (await explainRecorded(database.db, statements)).entries()) {
      const used = plan.flatMap((line) => [
        ...line.matchAll(/(?:Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g),
      ])
      const indexes = [...new Set(used.map((match) => match[1]!))]
      const seqScans = plan.filter((line) => line.includes('Seq Scan')).length
      const time = plan.find((line) => line.startsWith('Execution Time'))
      console.log(
        `  plan, ${label}, statement ${part + 1}: ${indexes.join(', ')}; ${seqScans} sequential scans; ${probes} swipe probes; ${time}`,
      )
      if (index === 0 && part === 0) for (const line of plan) console.log(`    ${line}`)
    }
  }
}
