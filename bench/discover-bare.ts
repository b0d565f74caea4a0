import type { AddressInfo } from 'node:net'
import { fillPlaceholders, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import pg from 'pg'
import type { Db } from '../server/db/client'
import { toCard } from '../server/features/discover/card-cache'
import { discoverCardsSelect } from '../server/features/discover/discover-query'
import { shapeOf, valuesOf } from '../server/features/discover/service'

/**
 * The limit of this stack for one Discover page: a bare Fastify route on its own pg pool that runs the
 * ranking SQL of the caller's first tier, with the cards' columns, as one named prepared statement and
 * returns the same JSON as the app. No sessions, no caches, no hooks, no frontier: the app is measured
 * as a share of it. `db` only builds the SQL text.
 */
export async function startBareDiscover({ db, url, viewerId }: { db: Db; url: string; viewerId: string }) {
  const scope = { viewerId }
  const shape = shapeOf({ scope, filters: {}, tiered: true, tier: 1, take: 20 })
  const query = discoverCardsSelect(db, shape, (key) => sql.placeholder(key))
  const { sql: text, params } = query.toSQL()
  const values = fillPlaceholders(params, valuesOf(scope, {}))
  // Drizzle reads rows by position (rowMode array); so does this route.
  const keys = Object.keys(query._.selectedFields)
  const toRow = (row: unknown[]) =>
    Object.fromEntries(keys.map((key, index) => [key, row[index]])) as Parameters<typeof toCard>[0]

  const pool = new pg.Pool({ connectionString: url, max: 20 })
  const app = Fastify({ logger: false })
  app.get('/discover', async (_request, reply) => {
    const { rows } = await pool.query({ name: 'bare_discover', text, values, rowMode: 'array' })
    const cards = rows.map((row: unknown[]) => JSON.stringify(toCard(toRow(row))))
    return reply.type('application/json').send(`[${cards.join(',')}]`)
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
