import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { migrateDatabase } from './db/migrate'
import { seedIfEmpty } from './db/seed'
import { serveBackups } from './ops/backup-socket'
import { handleShutdownSignals } from './ops/shutdown'

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

  // `npm run backup` asks this process for a consistent copy of the embedded database (decision 050).
  const stopBackups = database.dumpDataDir
    ? await serveBackups({ dataDir: config.dataDir, dump: database.dumpDataDir, log: app.log }).catch(
        (error) => {
          app.log.warn(
            { err: error },
            'backups of the running app are off: the backup socket could not be opened',
          )
          return async () => {}
        },
      )
    : async () => {}
  handleShutdownSignals({
    app,
    // `npm run dev` (tsx watch ... --dev) restarts on every save: no load balancer waits on /readyz there,
    // and a grace period would only delay each restart.
    config: process.argv.includes('--dev') ? { ...config.shutdown, graceMs: 0 } : config.shutdown,
    log: app.log,
    closeAfterApp: [
      ['the backup socket', stopBackups],
      ['the database to close', () => database.close()],
    ],
  })
}

main().catch((error) => {
  // Configuration and lock problems are the user's to fix: one clear line, no stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
