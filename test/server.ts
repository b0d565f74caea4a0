import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type App, buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type OpenDatabaseOptions, openDatabase } from '../server/db/client'
import { createTestDatabase } from './database'

export interface TestServer {
  app: App
  url: string
  db: App['db']
  dataDir: string
  /** PostgreSQL only: the database's URL, so a second instance can share it (`options.databaseUrl`). */
  databaseUrl?: string
  close: () => Promise<void>
}

/**
 * Starts the real app on a free loopback port with its own fresh database, or with `databaseUrl` on
 * an existing PostgreSQL database (another instance's, left in place on close).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    realRateLimits?: boolean
    databaseUrl?: string
    logStream?: NodeJS.WritableStream
    /** Sees every statement the app runs (tests that count queries). */
    onQuery?: OpenDatabaseOptions['onQuery']
  } = {},
): Promise<TestServer> {
  const database = options.databaseUrl
    ? {
        ...(await openDatabase({
          dataDir: '',
          databaseUrl: options.databaseUrl,
          poolSize: 10,
          onQuery: options.onQuery,
        })),
        url: options.databaseUrl,
      }
    : await createTestDatabase({ onQuery: options.onQuery })
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-test-'))
  // The port is only known after listen; PUBLIC_URL is fixed up once it is.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The outbox worker stays all but idle unless a test asks for it (the mail tests poll every few
    // milliseconds): emails sent in the background would show in other tests' query counts.
    OUTBOX_POLL_MS: '60000',
    ...env,
  })
  // Every test request comes from 127.0.0.1: production budgets would throttle the factories.
  if (!options.realRateLimits) {
    config.rateLimits = { signIn: 10_000, uploads: 10_000 }
    for (const budget of Object.values(config.budgets)) budget.max = 100_000
  }
  // Instances of one database share budgets (as in production); other tests' counts never reach them.
  config.rateLimitPrefix = `bubbles-rate-test:${createHash('sha256')
    .update(database.url ?? dataDir)
    .digest('hex')
    .slice(0, 16)}:`
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : false
  const app = await buildApp({ config, db: database.db, logger })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  if (!env.PUBLIC_URL) config.publicUrl = url
  return {
    app,
    url,
    db: database.db,
    dataDir,
    databaseUrl: database.url,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
