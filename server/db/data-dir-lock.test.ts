import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
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

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.on('exit', (code) => resolve(code))
  })

describe('acquireDataDirLock', () => {
  it('locks a free data directory with this process id and releases it', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    expect(readFileSync(join(dir, 'bubbles.lock'), 'utf8')).toBe(String(process.pid))
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
    expect(readFileSync(join(dir, 'bubbles.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('takes over a lock file with garbage in it', () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'bubbles.lock'), 'not a pid')
    acquireDataDirLock(dir)()
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
