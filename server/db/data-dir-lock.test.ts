import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

const root = fileURLToPath(new URL('../..', import.meta.url))
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bubbles-lock-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A live process other than this one, to hold a lock. */
const liveProcess = () => {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' })
  cleanups.push(() => child.kill())
  return child.pid!
}

/** The pid of a process that has exited. */
const deadPid = async () => {
  const child = spawn('true', { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

const lockFile = (dir: string) => join(dir, 'bubbles.lock')
const lockOwner = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8'))

/** Linux keeps process start times and states in /proc; elsewhere the lock can only check pids. */
const linux = existsSync('/proc/self/stat')
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()

/**
 * Command name, state and start time from /proc/<pid>/stat, read independently of the module under test:
 * the command name runs from the first '(' to the last ')'.
 */
const procStat = (pid: number) => {
  const match = /^\d+ \((.*)\) (.*)$/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))!
  const fields = match[2]!.split(' ')
  return { comm: match[1], state: fields[0], startTime: fields[19] }
}

/**
 * Blocks this thread until pid is a zombie. Node reaps its children from its event loop, which cannot
 * run meanwhile, so the child then stays a zombie until the test yields.
 */
const waitUntilZombie = (pid: number) => {
  const deadline = Date.now() + 10_000
  while (procStat(pid).state !== 'Z') {
    if (Date.now() > deadline) throw new Error(`pid ${pid} did not die`)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
  }
}

const holderScript = `
// Node 24 names its main thread "MainThread", which /proc/<pid>/stat then shows: the name is set back.
if (process.env.LOCK_COMM) (await import('node:fs')).writeFileSync('/proc/self/comm', process.env.LOCK_COMM)
const { acquireDataDirLock } = await import(${JSON.stringify(pathToFileURL(join(root, 'server/db/data-dir-lock.ts')).href)})
acquireDataDirLock(process.env.LOCK_DIR)
console.log('locked')
setInterval(() => {}, 1 << 30)
`

/** A separate Node process (as a Bubbles server would be) that takes the lock on dir and keeps running. */
const lockHolder = async (dir: string, comm?: string) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', holderScript], {
    cwd: root,
    env: { ...process.env, LOCK_DIR: dir, ...(comm && { LOCK_COMM: comm }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(() => child.kill('SIGKILL'))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('locked')) resolve()
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${output}`)))
  })
  return child
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.on('exit', (code) => resolve(code))
  })

describe('acquireDataDirLock', () => {
  it('locks a free data directory with this process id and releases it', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    expect(lockOwner(dir).pid).toBe(process.pid)
    if (linux)
      expect(lockOwner(dir)).toEqual({
        pid: process.pid,
        startTime: procStat(process.pid).startTime,
        bootId: bootId(),
      })
    release()
    expect(existsSync(join(dir, 'bubbles.lock'))).toBe(false)
    // Free again.
    acquireDataDirLock(dir)()
  })

  it('refuses a directory held by another live process with a clear message', () => {
    const dir = tempDir()
    const pid = liveProcess()
    writeFileSync(join(dir, 'bubbles.lock'), String(pid))

    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Bubbles process (pid ${pid})`,
    )
    // The holder's lock is left alone.
    expect(readFileSync(join(dir, 'bubbles.lock'), 'utf8')).toBe(String(pid))
  })

  it('takes over a stale lock left by a dead process', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'bubbles.lock'), String(await deadPid()))
    const release = acquireDataDirLock(dir)
    expect(lockOwner(dir).pid).toBe(process.pid)
    release()
  })

  it('takes over a lock file with garbage in it', () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'bubbles.lock'), 'not a pid')
    acquireDataDirLock(dir)()
  })

  it.runIf(linux)('a restart right after kill -9 on the embedded database starts', async () => {
    const dir = tempDir()
    const holder = await lockHolder(dir)
    holder.kill('SIGKILL')
    // Not reaped yet, as a killed server is until its parent (shell, npm, supervisor) gets to it;
    // kill(pid, 0) still succeeds on a zombie.
    waitUntilZombie(holder.pid!)
    const release = acquireDataDirLock(dir)
    expect(lockOwner(dir).pid).toBe(process.pid)
    expect(procStat(holder.pid!).state).toBe('Z')
    release()

    // And once the killed process is reaped.
    const next = await lockHolder(dir)
    next.kill('SIGKILL')
    await exited(next)
    acquireDataDirLock(dir)()
  })

  it.runIf(linux)('a pid-only lock from an older version naming a zombie is stale', () => {
    const dir = tempDir()
    const child = spawn('sleep', ['30'], { stdio: 'ignore' })
    cleanups.push(() => child.kill('SIGKILL'))
    writeFileSync(lockFile(dir), String(child.pid))
    child.kill('SIGKILL')
    waitUntilZombie(child.pid!)
    acquireDataDirLock(dir)()
  })

  it.runIf(linux)('a lock naming an unrelated live process does not block start-up', () => {
    const dir = tempDir()
    const pid = liveProcess()
    const { startTime } = procStat(pid)
    const write = (record: object | string) =>
      writeFileSync(lockFile(dir), typeof record === 'string' ? record : JSON.stringify(record))
    const message = `DATA_DIR ${dir} is in use by another Bubbles process (pid ${pid})`

    // The record this process would have written: it is the owner.
    write({ pid, startTime, bootId: bootId() })
    expect(() => acquireDataDirLock(dir)).toThrow(message)

    // The owner had that pid before this process got it (pid reuse, e.g. after a container restart).
    write({ pid, startTime: String(Number(startTime) - 1), bootId: bootId() })
    let release = acquireDataDirLock(dir)
    expect(lockOwner(dir).pid).toBe(process.pid)
    release()

    // The owner ran before the last reboot.
    write({ pid, startTime, bootId: 'an-earlier-boot' })
    release = acquireDataDirLock(dir)
    expect(lockOwner(dir).pid).toBe(process.pid)
    release()

    // A pid-only lock from an older version cannot tell its owner from a newcomer under the same pid;
    // it keeps refusing while that pid lives rather than risk two writers on one database.
    write(String(pid))
    expect(() => acquireDataDirLock(dir)).toThrow(message)
  })

  it('a second live process on the same DATA_DIR is refused with the clear message', async () => {
    const dir = tempDir()
    // A command name with spaces and ')', which sits in /proc/<pid>/stat before the start time.
    const holder = await lockHolder(dir, 'bub) ble (s')

    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Bubbles process (pid ${holder.pid}). Stop it, or set DATA_DIR to another folder.`,
    )
    if (linux) {
      expect(procStat(holder.pid!).comm).toBe('bub) ble (s')
      expect(lockOwner(dir)).toEqual({
        pid: holder.pid,
        startTime: procStat(holder.pid!).startTime,
        bootId: bootId(),
      })
    }
  })

  it('an empty or cut-short lock file, left by a crash between create and write, is taken over', () => {
    const dir = tempDir()
    for (const text of ['', '\n', '{"pid":12', '{"pid":"12"}', '{"pid":-3}', 'null', '[]']) {
      writeFileSync(lockFile(dir), text)
      const release = acquireDataDirLock(dir)
      expect(lockOwner(dir).pid).toBe(process.pid)
      release()
    }
  })

  it('releasing leaves alone a lock that another process has taken over since', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    const taker = JSON.stringify({ pid: liveProcess(), startTime: '1' })
    writeFileSync(lockFile(dir), taker)
    release()
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(taker)
  })

  it('makes a second app started on the same DATA_DIR exit with the clear message', async () => {
    const dataDir = tempDir()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    }
    delete env.DATABASE_URL
    delete env.REDIS_URL
    const start = () =>
      spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'pipe' })

    const first = start()
    cleanups.push(() => first.kill('SIGKILL'))
    let firstOutput = ''
    await new Promise<void>((resolve, reject) => {
      first.stdout.on('data', (chunk) => {
        firstOutput += chunk
        if (firstOutput.includes('Bubbles is running at')) resolve()
      })
      first.stderr.on('data', (chunk) => {
        firstOutput += chunk
      })
      first.on('exit', (code) => reject(new Error(`the first app exited (${code}): ${firstOutput}`)))
    })

    const second = start()
    cleanups.push(() => second.kill('SIGKILL'))
    let secondError = ''
    second.stderr.on('data', (chunk) => {
      secondError += chunk
    })
    second.stdout.resume()
    expect(await exited(second)).not.toBe(0)
    expect(secondError).toContain(
      `DATA_DIR ${dataDir} is in use by another Bubbles process (pid ${first.pid})`,
    )
    expect(secondError.trim().split('\n')).toHaveLength(1)

    // The first app is unharmed and shuts down cleanly, releasing the lock.
    expect(first.exitCode).toBeNull()
    first.kill('SIGTERM')
    expect(await exited(first)).toBe(0)
    expect(existsSync(join(dataDir, 'bubbles.lock'))).toBe(false)
  }, 60_000)
})
