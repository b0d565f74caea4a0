import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { extensions, openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string | undefined
  }
}

/**
 * Migrates one database per run and hands it to every test file to clone (docs/engineering.md §1):
 * a PGlite data-dir dump, and with DATABASE_URL a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  // Same extensions as the app's own PGlite, so the template carries the trigram indexes too.
  const pglite = await PGlite.create({ extensions })
  await migrateDatabase({ db: drizzle(pglite) as never, kind: 'pglite', close: async () => {} })
  const dumpPath = join(tmpdir(), `bubbles-template-${process.pid}.tar`)
  writeFileSync(dumpPath, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  await pglite.close()
  project.provide('pgliteTemplate', dumpPath)

  const url = process.env.DATABASE_URL
  if (!url) {
    project.provide('postgresTemplate', undefined)
    return
  }
  const template = `bubbles_tpl_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${template}`)
  await admin.query(`create database ${template}`)
  const database = await openDatabase({ dataDir: '', databaseUrl: withDatabase(url, template), poolSize: 1 })
  await migrateDatabase(database)
  await database.close()
  project.provide('postgresTemplate', template)

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`)
    await admin.end()
  }
}

export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.href
}
