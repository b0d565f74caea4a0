import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

/**
 * Who holds the lock. A pid alone cannot tell the owner from whatever process got the pid next
 * (pids are reused, and after a container restart the same small pids come back), so the lock also
 * records the owner's start time and the boot it ran in. Both are absent where /proc is missing (macOS)
 * and in pid-only lock files written by older versions.
 */
type Owner = { pid: number; startTime?: string; bootId?: string }

/** The file's text, or undefined when it does not exist (its owner released it meanwhile). */
const readIfExists = (path: string) => {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** Pid (field 1), state (field 3) and start time (field 22, clock ticks since boot) from /proc/<pid>/stat. */
const procStat = (pid: number | 'self') => {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // Field 2 is the command name in parentheses and may itself hold spaces and ')', so the fixed
  // fields are counted from after the LAST ')': there field 3 is at index 0 and field 22 at index 19.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const [state, startTime] = [fields[0], fields[19]]
  return state && startTime ? { pid: Number.parseInt(stat, 10), state, startTime } : undefined
}

/**
 * Whether /proc describes the processes this one can see: it exists (not on macOS) and its `self` is
 * this process (not a /proc mounted from another pid namespace, where pids mean other processes).
 */
const procIsOurs = () => procStat('self')?.pid === process.pid

const currentBootId = () => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

const ownRecord = (): string => {
  const owner: Owner = procIsOurs()
    ? { pid: process.pid, startTime: procStat('self')?.startTime, bootId: currentBootId() }
    : { pid: process.pid }
  return JSON.stringify(owner)
}

/** The owner named by a lock file, or undefined when its text is no lock record (stale). */
const parseOwner = (text: string): Owner | undefined => {
  const trimmed = text.trim()
  // Older versions wrote the bare pid.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) }
  let value: unknown
  try {
    value = JSON.parse(trimmed)
  } catch {
    // Empty or cut short: the owner died between creating the file and writing it.
    return undefined
  }
  const { pid, startTime, bootId } = (value ?? {}) as Record<string, unknown>
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined
  if (startTime !== undefined && typeof startTime !== 'string') return undefined
  if (bootId !== undefined && typeof bootId !== 'string') return undefined
  return { pid, startTime, bootId }
}

/** Whether a signal could reach pid (EPERM: it exists but belongs to another user). */
const signalable = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const ownerIsAlive = (owner: Owner) => {
  if (procIsOurs()) {
    // Pids and start times restart at every boot, so a lock from an earlier boot is stale whatever it names.
    const bootId = currentBootId()
    if (owner.bootId && bootId && owner.bootId !== bootId) return false
    const stat = procStat(owner.pid)
    if (stat) {
      // A process killed with SIGKILL stays a zombie until its parent reaps it, and kill(pid, 0) still
      // succeeds on it: that refused restarts for a second or two after `kill -9`. Its state tells.
      if (stat.state === 'Z' || stat.state === 'X') return false
      // Another start time: the pid now belongs to an unrelated process. A pid-only lock cannot tell,
      // so a live process under that pid keeps refusing (the safe side for a database).
      return owner.startTime === undefined || owner.startTime === stat.startTime
    }
    // No entry: the process is gone, or hidden from us (hidepid); kill(pid, 0) tells those apart.
  }
  return signalable(owner.pid)
}

/** Pauses this thread; the lock is taken synchronously at start-up, before anything else runs. */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Removes the lock only if it still holds `text`, so neither a release nor a stale-lock takeover
 * deletes a lock that another process has taken since it was read.
 */
const removeIfUnchanged = (path: string, text: string) => {
  if (readIfExists(path) === text) rmSync(path, { force: true })
}

/**
 * PGlite opens its data directory from one process only; a second writer corrupts it.
 * The lock file is created atomically (O_EXCL); a lock whose owner is no longer running is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'bubbles.lock')
  const record = ownRecord()
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number
    try {
      fd = openSync(path, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let text = readIfExists(path)
      if (text?.trim() === '') {
        // Its creator writes right after creating it; only a file still empty a moment later was
        // left by a crash in between, rather than being written by a process starting right now.
        sleepSync(100)
        text = readIfExists(path)
      }
      if (text === undefined) continue
      const owner = parseOwner(text)
      // Our own pid names no other process: a leftover from an earlier holder of this pid, or this
      // process locking again.
      if (owner && owner.pid !== process.pid && ownerIsAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Bubbles process (pid ${owner.pid}). Stop it, or set DATA_DIR to another folder.`,
        )
      }
      removeIfUnchanged(path, text)
      continue
    }
    try {
      writeSync(fd, record)
    } catch (error) {
      rmSync(path, { force: true })
      throw error
    } finally {
      closeSync(fd)
    }
    return () => removeIfUnchanged(path, record)
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}.`)
}
