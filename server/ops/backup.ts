import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../db/client'
import { acquireDataDirLock } from '../db/data-dir-lock'
import { isStorageKey, uploadsDir } from '../lib/storage'
import { BadArchiveError, readTar, tarWriter } from './tar'

// One backup is one tar archive (decision 050): a manifest first, then PGlite's own dump of the data
// directory, then each upload kept on disk. Plain tar, so `tar tf` shows what a file holds.

const MANIFEST = 'bubbles-backup.json'
const DATABASE = 'database.tar.gz'
const UPLOADS = 'uploads/'
const FORMAT = 1

interface Manifest {
  format: number
  createdAt: string
  database: 'pglite'
  uploads: number
}

/**
 * Writes the archive beside `file` and renames it into place at the end: a backup that failed halfway
 * never looks like a finished one. Uploads are read after the database was dumped (decision 050 says
 * what that leaves out). Resolves with how many uploads it holds.
 */
export async function writeBackup(
  file: string,
  { database, uploads }: { database: Uint8Array; uploads?: string },
) {
  const keys = uploads && existsSync(uploads) ? (await readdir(uploads)).filter(isStorageKey).sort() : []
  const partial = `${file}.partial`
  const handle = await open(partial, 'w', 0o600)
  try {
    const tar = tarWriter(handle)
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      uploads: keys.length,
    }
    await tar.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
    await tar.add(DATABASE, database)
    let copied = 0
    for (const key of keys) {
      // Removed since it was listed (replaced by a newer picture): nothing of it to keep.
      const data = await readFile(join(uploads!, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined
        throw error
      })
      if (!data) continue
      await tar.add(`${UPLOADS}${key}`, data)
      copied++
    }
    await tar.end()
    await handle.close()
    await rename(partial, file)
    return copied
  } catch (error) {
    await handle.close().catch(() => {})
    await rm(partial, { force: true })
    throw error
  }
}

export class RestoreRefusedError extends Error {}

/**
 * Restores an archive into `target`, which must be empty or not exist yet, and must not be held by a
 * running app (its lock says so). The database is opened once there, so a damaged dump fails here and
 * not at the next start. Resolves with how many uploads it wrote.
 */
export async function restoreBackup(file: string, target: string) {
  if (!existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`)
  if (existsSync(target)) {
    const names = readdirSync(target)
    // Throws DataDirLockedError when an app holds it; a stale lock is simply taken over and dropped.
    if (names.includes('bubbles.lock')) acquireDataDirLock(target)()
    const others = names.filter((name) => name !== 'bubbles.lock')
    if (others.length > 0) {
      throw new RestoreRefusedError(
        `${target} is not empty (${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}). Restore into an empty folder, or name a new one: npm run restore -- ${file} <folder>`,
      )
    }
  }
  mkdirSync(target, { recursive: true })

  const handle = await open(file, 'r')
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined
  let uploads = 0
  try {
    const entries = readTar(handle)
    const first = await entries.next()
    if (first.done || first.value.path !== MANIFEST)
      throw new BadArchiveError(`${file} is not a Bubbles backup.`)
    const manifest = JSON.parse(first.value.data.toString('utf8')) as Manifest
    if (manifest.format !== FORMAT) {
      throw new BadArchiveError(
        `${file} is a backup of format ${manifest.format}; this version reads ${FORMAT}.`,
      )
    }
    for await (const { path, data } of entries) {
      if (path === DATABASE) {
        // Takes DATA_DIR's lock for the rest of the restore: an app started meanwhile is refused.
        database = await openDatabase({ dataDir: target, loadDataDir: new Blob([new Uint8Array(data)]) })
        await database.db.execute(sql`select 1`)
      } else if (path.startsWith(UPLOADS) && isStorageKey(path.slice(UPLOADS.length))) {
        // Only names an upload can have: an archive cannot write outside the uploads folder.
        mkdirSync(uploadsDir(target), { recursive: true })
        await writeFile(join(uploadsDir(target), path.slice(UPLOADS.length)), data)
        uploads++
      }
    }
    if (!database) throw new BadArchiveError(`${file} holds no database.`)
    return { createdAt: manifest.createdAt, uploads }
  } finally {
    await database?.close()
    await handle.close()
  }
}
