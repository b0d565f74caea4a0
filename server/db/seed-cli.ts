// `npm run seed`: adds the demo data to the configured database (DATA_DIR or DATABASE_URL).
import { ConfigError, loadConfig } from '../config'
import { openStorage } from '../lib/storage-from-config'
import { openDatabase } from './client'
import { DataDirLockedError } from './data-dir-lock'
import { migrateDatabase } from './migrate'
import { seed } from './seed'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateDatabase(database)
    const storage = await openStorage(config)
    const summary = await seed({ db: database.db, storage }).finally(() => storage.close?.())
    console.log(
      summary.skipped
        ? 'Demo data is already there; nothing to do.'
        : `Seeded ${summary.people} people, ${summary.images} images, ${summary.projects} portfolio projects and ${summary.teams} teams in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  // Same as server/main.ts: problems the user fixes get one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
