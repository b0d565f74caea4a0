import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { queryRows } from '../../db/prepare'
import { outbox } from '../../db/schema'
import type { OutboxOutcome } from './types'
import { startOutboxWorker } from './worker'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

it('a worker stopped mid-batch finishes the row in hand and gives back the rest of its claim', async () => {
  const person = await createUser(server.url)
  await server.db.insert(outbox).values(
    ['one', 'two', 'three'].map((topic) => ({
      channel: 'push' as const,
      userId: person.user!.id,
      kind: 'test',
      topic,
    })),
  )
  let finishFirst!: (outcome: OutboxOutcome) => void
  let handling!: () => void
  const firstInHand = new Promise<void>((resolve) => {
    handling = resolve
  })
  const worker = startOutboxWorker({
    db: server.db,
    log: server.app.log,
    config: { ...server.app.config.outbox, pollMs: 20 },
    channels: {
      push: () => {
        handling()
        return new Promise((resolve) => {
          finishFirst = resolve
        })
      },
    },
  })
  await firstInHand
  // Shutdown begins while the first of three claimed rows is being sent.
  const stopped = worker.stop()
  finishFirst({ sent: true })
  await stopped

  const rows = await queryRows<{ status: string; attempts: number; locked: boolean }>(
    server.db,
    sql`select status, attempts, locked_until is not null as locked from outbox
      where user_id = ${person.user!.id} order by status desc`,
  )
  expect(rows).toEqual([
    { status: 'sent', attempts: 1, locked: false },
    // Free for any instance at once, and no attempt spent on them.
    { status: 'pending', attempts: 0, locked: false },
    { status: 'pending', attempts: 0, locked: false },
  ])
})
