import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { acquireDataDirLock } from './data-dir-lock'
import * as schema from './schema'

/** The one database type the app uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PostgreSQL only: the pool, for work that needs one connection (migration lock, LISTEN). */
  pool?: pg.Pool
  /**
   * PGlite only: a consistent copy of the data directory as a gzipped tar (PGlite's own dump, taken
   * between two queries), for backups while the app runs (ops/backup.ts).
   */
  dumpDataDir?: () => Promise<Blob>
}

export interface OpenDatabaseOptions {
  databaseUrl?: string
  dataDir: string
  /** A PGlite data directory dump to start from (tests clone a migrated database this way). */
  loadDataDir?: Blob
  /** Keep PGlite in memory instead of DATA_DIR/db (tests). */
  inMemory?: boolean
  poolSize?: number
  /**
   * Sees every statement the app runs through drizzle, prepared ones included, as the driver gets it.
   * Tests count queries with it (a list must cost the same number whatever its length); the page-load
   * benchmark records each request's statements to replay them in its bare reference.
   */
  onQuery?: (query: string, params: unknown[]) => void
}

// Trigram indexes make Discover's substring filters fast (drizzle/0002); PostgreSQL ships the extension.
const extensions = { pg_trgm }

const drizzleOptions = (options: OpenDatabaseOptions) => ({
  schema,
  logger: options.onQuery ? { logQuery: options.onQuery } : false,
})

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 })
    // An idle connection the server closed (restart, failover, a dropped test database) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    // Fail fast with a readable error instead of on the first request.
    await pool.query('select 1')
    return {
      db: drizzlePostgres(pool, drizzleOptions(options)) as unknown as Db,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    }
  }

  if (options.inMemory) {
    const client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions })
    return {
      db: drizzlePglite(client, drizzleOptions(options)) as unknown as Db,
      kind: 'pglite',
      dumpDataDir: () => dumpPglite(client),
      close: () => client.close(),
    }
  }

  mkdirSync(options.dataDir, { recursive: true })
  const releaseLock = acquireDataDirLock(options.dataDir)
  try {
    const client = await PGlite.create({
      dataDir: join(options.dataDir, 'db'),
      loadDataDir: options.loadDataDir,
      extensions,
    })
    return {
      db: drizzlePglite(client, drizzleOptions(options)) as unknown as Db,
      kind: 'pglite',
      dumpDataDir: () => dumpPglite(client),
      close: async () => {
        await client.close()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}

/**
 * A checkpoint first, so the copy needs no replay of the write-ahead log when restored; the dump itself
 * runs under PGlite's query lock, so no statement writes while the files are read.
 */
async function dumpPglite(client: PGlite) {
  await client.exec('checkpoint')
  return client.dumpDataDir('gzip')
}
