import type { AddressInfo } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import Fastify from 'fastify'
import pg from 'pg'

/** One statement as the app's driver got it (recorded through openDatabase's onQuery). */
export interface Statement {
  text: string
  params: unknown[]
}

/** What one app request did: its statements in order and the JSON it answered. */
export interface Recorded {
  statements: Statement[]
  body: unknown
}

/**
 * The stack's limit for each page-load request: a bare Fastify app (no hooks, no plugins) whose route
 * `/r/<i>` runs request i's statements, one after another as the app did, each as a named prepared
 * statement on its own pg pool (on PGlite, on the same in-process database), and serializes a JSON body
 * of the same shape and size as the app's. No session, budgets, headers, compression or validation: the
 * app is measured as a share of it.
 */
export async function startBarePageLoad(
  recorded: Recorded[],
  database: { url: string } | { pglite: PGlite },
) {
  const pool = 'url' in database ? new pg.Pool({ connectionString: database.url, max: 20 }) : null
  // Dropping the benchmark database ends idle connections; that is not a failure of the run.
  pool?.on('error', () => {})
  const run =
    pool !== null
      ? (name: string, { text, params }: Statement) => pool.query({ name, text, values: params })
      : (_name: string, { text, params }: Statement) =>
          (database as { pglite: PGlite }).pglite.query(text, params)
  const app = Fastify({ logger: false })
  for (const [index, { statements, body }] of recorded.entries()) {
    app.get(`/r/${index}`, async (_request, reply) => {
      for (const [n, statement] of statements.entries()) await run(`bare_${index}_${n}`, statement)
      return reply.type('application/json').send(JSON.stringify(body))
    })
  }
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close()
      await pool?.end()
    },
  }
}
