import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, type OpenDatabaseOptions, openDatabase } from '../server/db/client'
import { withDatabase } from './global-setup'

export const usingPostgres = () => Boolean(process.env.DATABASE_URL)

/**
 * A fresh, migrated database for one test file: a clone of the run's PGlite template, or with
 * DATABASE_URL a new PostgreSQL database created from the template (dropped on close).
 */
export async function createTestDatabase({
  onQuery,
}: Pick<OpenDatabaseOptions, 'onQuery'> = {}): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL
  const template = inject('postgresTemplate')
  if (!url || !template) {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))])
    return openDatabase({ dataDir: '', inMemory: true, loadDataDir: dump, onQuery })
  }
  const name = `bubbles_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  const dbUrl = withDatabase(url, name)
  const database = await openDatabase({ dataDir: '', databaseUrl: dbUrl, poolSize: 10, onQuery })
  return {
    ...database,
    url: dbUrl,
    close: async () => {
      await database.close()
      const drop = new pg.Client({ connectionString: url })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`).finally(() => drop.end())
    },
  }
}
