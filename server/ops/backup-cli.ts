// npm run backup -- <file>: a consistent copy of the embedded database (and the uploads kept on disk) in
// one archive, while the app runs or not (decision 050). PostgreSQL is backed up with pg_dump (README).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { uploadsDir } from '../lib/storage'
import { writeBackup } from './backup'
import { dumpFromRunningApp, NoRunningAppError } from './backup-socket'

async function main() {
  const [file, ...rest] = process.argv.slice(2)
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error('Usage: npm run backup -- <file>   (DATA_DIR says which data directory; default ./data)')
    return 2
  }
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Operating Bubbles").')
    return 2
  }
  let database: Buffer
  let from: string
  try {
    database = await dumpFromRunningApp(config.dataDir)
    from = 'the running app'
  } catch (error) {
    if (!(error instanceof NoRunningAppError)) throw error
    if (!existsSync(join(config.dataDir, 'db'))) {
      console.error(`There is no embedded database in ${config.dataDir} (set DATA_DIR).`)
      return 1
    }
    // No app answers: open the database here (its lock keeps an app from starting meanwhile).
    const opened = await openDatabase({ dataDir: config.dataDir })
    try {
      database = Buffer.from(await (await opened.dumpDataDir!()).arrayBuffer())
    } finally {
      await opened.close()
    }
    from = 'the data directory (no app running)'
  }
  // Uploads in S3 are the bucket's to back up (versioning, replication), not this archive's.
  const uploads = await writeBackup(file, {
    database,
    uploads: config.s3 ? undefined : uploadsDir(config.dataDir),
  })
  console.log(
    `Backed up ${config.dataDir} from ${from} to ${file}: database (${database.length} bytes) and ${uploads} upload(s).`,
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message)
    else console.error(error)
    process.exit(1)
  },
)
