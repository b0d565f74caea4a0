// The databases a chaos run writes to, made fresh, and the ground truth read back from them: what was
// stored is counted in the database itself (or, for the embedded one, through the app's own API).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { users } from '../server/db/schema'
import type { ApiClient } from '../test/client'

/** Where the shared PostgreSQL is when DATABASE_URL does not say (the development machine's). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

export async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.href
}

/**
 * Migrated here, before any instance starts, and given one placeholder person: the instances then skip
 * the demo seed (seedIfEmpty renders ~60 images, ~10 s per first start) that no chaos scenario needs.
 */
async function prepare(database: Awaited<ReturnType<typeof openDatabase>>) {
  await migrateDatabase(database)
  await database.db
    .insert(users)
    .values({ email: 'chaos-placeholder@example.com', firstName: 'Chaos', lastName: 'Placeholder' })
    .onConflictDoNothing()
}

export interface FreshPostgres {
  /** The new database's URL (direct, not through the proxy). */
  url: string
  drop(): Promise<void>
}

/** A new database on the shared server for this run only, dropped afterwards (its name says whose). */
export async function createPostgresDatabase(adminUrl: string): Promise<FreshPostgres> {
  const name = `bubbles_chaos_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`).finally(() => admin.end())
  const url = withDatabaseName(adminUrl, name)
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 1 })
  await prepare(database).finally(() => database.close())
  return {
    url,
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      // `with (force)`: an instance killed a moment ago may still have a backend the server has not reaped.
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end())
    },
  }
}

/** An embedded (PGlite) data directory, migrated and ready, released again so an instance can lock it. */
export async function prepareDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir })
  await prepare(database).finally(() => database.close())
}

/** Stored messages whose text starts with a prefix, as text → number of rows. */
export interface MessageStore {
  read(prefix: string): Promise<Map<string, number>>
  close(): Promise<void>
}

const countTexts = (texts: string[]) => {
  const counts = new Map<string, number>()
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1)
  return counts
}

/** Rows in PostgreSQL itself, on a direct connection: the proxy's outage must not blind the referee. */
export function postgresStore(url: string): MessageStore {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  return {
    async read(prefix) {
      const { rows } = await pool.query<{ content: string }>(
        'select content from messages where starts_with(content, $1)',
        [prefix],
      )
      return countTexts(rows.map((row) => row.content))
    },
    close: () => pool.end(),
  }
}

/**
 * The embedded database is locked by the instance that runs on it, so it is read the way the app reads
 * it: the conversation's messages after `anchorId` (a message stored before the run), page by page.
 * `after` pages are catch-up pages: they do not mark anything read, so reading changes nothing on screen.
 */
export function apiStore(reader: ApiClient, matchId: string, anchorId: string): MessageStore {
  return {
    async read(prefix) {
      const texts: string[] = []
      let after = anchorId
      for (;;) {
        const res = await reader.get(`/api/conversations/${matchId}/messages?after=${after}&limit=100`)
        if (res.status !== 200) throw new Error(`reading messages: ${res.status} ${JSON.stringify(res.body)}`)
        const page = res.body as { messages: { id: string; content: string }[]; hasMore: boolean }
        texts.push(...page.messages.map((message) => message.content))
        const last = page.messages.at(-1)
        if (!page.hasMore || !last) break
        after = last.id
      }
      return countTexts(texts.filter((text) => text.startsWith(prefix)))
    },
    close: async () => {},
  }
}
