import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { freePort } from '../chaos/processes'
import { openDatabase } from '../server/db/client'
import { users } from '../server/db/schema'

/**
 * An embedded data directory cloned from the run's migrated template, with one person in it so the
 * server skips the demo seed (seconds of image rendering no test of the process itself needs).
 */
export async function prepareDataDirTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'bubbles-process-template-'))
  const database = await openDatabase({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  })
  try {
    await database.db
      .insert(users)
      .values({ email: 'placeholder@example.com', firstName: 'Place', lastName: 'Holder' })
  } finally {
    await database.close()
  }
  return {
    dir,
    /** A fresh copy, for one server process (each holds its data directory's lock). */
    copy: () => {
      const copy = mkdtempSync(join(tmpdir(), 'bubbles-process-'))
      cpSync(dir, copy, { recursive: true })
      return copy
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export interface ServerProcess {
  url: string
  port: number
  child: ChildProcess
  /** Everything it printed so far. */
  output: () => string
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>
}

/**
 * The real server as production starts it (`node --import tsx server/main.ts`) on a free port, on the
 * embedded database in `dataDir`; resolves once /healthz answers.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const inherited = { ...process.env }
  for (const key of ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'METRICS_TOKEN'])
    delete inherited[key]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  })
  let printed = ''
  child.stdout!.on('data', (chunk) => {
    printed += chunk
  })
  child.stderr!.on('data', (chunk) => {
    printed += chunk
  })
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 150_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it answered:\n${printed}`)
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer within 150 s:\n${printed}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, port, child, output: () => printed, exited }
}
