import { vi } from 'vitest'
import type { Db } from '../server/db/client'

/** How many SQL statements `run` sends through this database (PGlite and node-postgres alike). */
export async function countQueries(db: Db, run: () => Promise<unknown>) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  try {
    await run()
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}
