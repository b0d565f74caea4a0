import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { migrateDatabase } from './db/migrate'
import { seedIfEmpty } from './db/seed'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateDatabase(database)
  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } })
  // Into the app's own store (disk or S3), so every instance serves the demo images.
  await seedIfEmpty({ db: database.db, storage: app.storage })
  await app.listen({ port: config.port, host: config.host })
  console.log(
    `Bubbles is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  )

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error) => {
  // Configuration and lock problems are the user's to fix: one clear line, no stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
