// npm run restore -- <file> [folder]: a backup (npm run backup) into an empty folder, DATA_DIR by default.
// Refused while an app holds that folder, and into a folder that holds anything (decision 050).
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError } from '../db/data-dir-lock'
import { RestoreRefusedError, restoreBackup } from './backup'
import { BadArchiveError } from './tar'

async function main() {
  const [file, folder, ...rest] = process.argv.slice(2)
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error('Usage: npm run restore -- <file> [folder]   (folder: DATA_DIR by default; must be empty)')
    return 2
  }
  const target = folder ?? loadConfig().dataDir
  const { createdAt, uploads } = await restoreBackup(file, target)
  console.log(`Restored ${file} (taken ${createdAt}) into ${target}: database and ${uploads} upload(s).`)
  if (folder) console.log(`Start the app on it with DATA_DIR=${folder}.`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const expected = [ConfigError, DataDirLockedError, RestoreRefusedError, BadArchiveError]
    if (expected.some((type) => error instanceof type)) console.error(`Not restored: ${error.message}`)
    else console.error(error)
    process.exit(1)
  },
)
