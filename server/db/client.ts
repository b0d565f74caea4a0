import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
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

// The extensions the migrations need: trigram indexes make Discover's substring filters fast
// (drizzle/0002), and search folds accents away with unaccent (drizzle/0023). PostgreSQL ships both;
// PGlite as contrib modules, loaded wherever a PGlite is made (tests and migration checks too).
export const extensions = { pg_trgm, unaccent }

/**
 * How close a misspelt word must be to a word of the text for search's `<%` operator (0..1): 0.5 lets
 * "figam" find "Figma" and "lindwe" find "Lindiwe" (the default 0.6 does not). A session setting, so
 * every connection starts with it: PostgreSQL's through the startup options, PGlite's one session by a SET.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5
const searchSettings = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`
const setSearchSettings = (client: PGlite) =>
  client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`)

const drizzleOptions = (options: OpenDatabaseOptions) => ({
  schema,
  logger: options.onQuery ? { logQuery: options.onQuery } : false,
})

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      options: searchSettings,
    })
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
    await setSearchSettings(client)
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
    await setSearchSettings(client)
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
