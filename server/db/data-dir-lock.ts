import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite opens its data directory from one process only; a second writer corrupts it.
 * The lock file is created atomically (O_EXCL); a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'bubbles.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(path, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(path, 'utf8'))
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Bubbles process (pid ${pid}). Stop it, or set DATA_DIR to another folder.`,
        )
      }
      rmSync(path, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}.`)
}
