import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ApiClient } from '../../test/client'
import { prepareDataDirTemplate, type ServerProcess, startServerProcess } from '../../test/server-process'
import { openDatabase } from '../db/client'
import { queryRows } from '../db/prepare'

/** `npm run backup` / `npm run restore` as an operator runs them: their own processes, exit code and output. */
const run = (script: 'backup-cli' | 'restore-cli', args: string[], dataDir: string) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }
    delete env.DATABASE_URL
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/ops/${script}.ts`, ...args],
      { env, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` })
      },
    )
  })

const signIn = async (url: string, email: string) => {
  const client = new ApiClient(url)
  const response = await client.post('/api/auth/dev-login', { email, firstName: 'Backed', lastName: 'Up' })
  expect(response.status).toBe(200)
  return client
}

/** Every person in the embedded database of `dataDir`, every column a sign-up writes. */
async function people(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    return await queryRows<{
      id: string
      email: string
      first_name: string
      last_name: string
      created_at: string
    }>(database.db, sql`select id, email, first_name, last_name, created_at::text from users order by email`)
  } finally {
    await database.close()
  }
}

let template: Awaited<ReturnType<typeof prepareDataDirTemplate>>
let server: ServerProcess | undefined
const folders: string[] = []
beforeAll(async () => {
  template = await prepareDataDirTemplate()
})
afterAll(() => {
  server?.child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  template?.remove()
})

it('backup and restore round-trip the data', async () => {
  const dataDir = template.copy()
  const work = mkdtempSync(join(tmpdir(), 'bubbles-backup-test-'))
  folders.push(dataDir, work)
  server = await startServerProcess(dataDir, { SHUTDOWN_GRACE_MS: '0' })

  // The state to keep: a person signed up through the app, and an upload on disk.
  await signIn(server.url, 'kept@example.com')
  const upload = `${randomUUID()}.png`
  mkdirSync(join(dataDir, 'uploads'), { recursive: true })
  writeFileSync(join(dataDir, 'uploads', upload), Buffer.from('the picture as it was'))

  const archive = join(work, 'bubbles.tar')
  const backup = await run('backup-cli', [archive], dataDir)
  expect(backup.output).toMatch(/from the running app/)
  expect(backup.code).toBe(0)

  // Changed after the backup, while the app keeps running.
  await signIn(server.url, 'later@example.com')
  writeFileSync(join(dataDir, 'uploads', upload), Buffer.from('a different picture'))

  // Not over a data directory an app holds...
  const refused = await run('restore-cli', [archive], dataDir)
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(/Not restored: DATA_DIR .* is in use/)
  // ...nor into a folder that holds anything.
  const occupied = join(work, 'occupied')
  mkdirSync(occupied)
  writeFileSync(join(occupied, 'notes.txt'), 'mine')
  const notEmpty = await run('restore-cli', [archive, occupied], dataDir)
  expect(notEmpty.code).toBe(1)
  expect(notEmpty.output).toMatch(/is not empty/)

  const target = join(work, 'restored')
  const restored = await run('restore-cli', [archive, target], dataDir)
  expect(restored.output).toMatch(/Restored .* 1 upload/)
  expect(restored.code).toBe(0)

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  server = undefined

  const [nowRows, backRows] = [await people(dataDir), await people(target)]
  // Exactly the rows as they were at the backup: the later sign-up is not there, the rest identical.
  expect(backRows).toEqual(nowRows.filter((row) => row.email !== 'later@example.com'))
  expect(backRows.map((row) => row.email)).toEqual(['kept@example.com', 'placeholder@example.com'])
  expect(readFileSync(join(target, 'uploads', upload), 'utf8')).toBe('the picture as it was')
  expect(existsSync(join(target, 'bubbles.lock'))).toBe(false)
}, 300_000)
