import { fileURLToPath } from 'node:url'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client'

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 727_001

/** Applies the committed SQL migrations in drizzle/; the same files serve PGlite and PostgreSQL. */
export async function migrateDatabase(database: Database) {
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  // Several instances may start at once: an advisory lock makes them migrate one after another.
  const client = await database.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
}
