import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { usingPostgres } from '../../../test/database'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket } from '../../../test/socket'
import { queryRows } from '../../db/prepare'
import { type SmtpSink, startSmtpSink } from '../mail/mail-test-kit'
import { startOutboxWorker } from './worker'

const smtpEnv = (smtp: SmtpSink, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Bubbles <hello@bubbles.test>',
  OUTBOX_POLL_MS: '20',
  OUTBOX_RETRY_BASE_SECONDS: '0.05',
  ...extra,
})

/** `count` matches, each leaving one match email for the person who liked first. */
async function matchEmails(server: TestServer, count: number) {
  const people: ApiClient[] = []
  for (let i = 0; i < count; i++) {
    const [first, second] = await Promise.all([
      createUser(server.url, { firstName: `First${i}`, profile: {} }),
      createUser(server.url, { firstName: `Second${i}`, profile: {} }),
    ])
    await first.post('/api/swipes', { swipedId: second.user!.id, action: 'like' })
    await second.post('/api/swipes', { swipedId: first.user!.id, action: 'like' })
    people.push(first)
  }
  return people
}

const outboxRows = (server: TestServer) =>
  queryRows<{ status: string; attempts: number; last_error: string | null }>(
    server.db,
    sql`select status, attempts, last_error from outbox`,
  )

describe('outbox draining', () => {
  let smtp: SmtpSink
  let first: TestServer
  let second: TestServer | undefined
  beforeAll(async () => {
    smtp = await startSmtpSink()
    first = await startTestServer(smtpEnv(smtp, { OUTBOX_POLL_MS: '20' }))
    // With PostgreSQL, a second app instance on the same database; PGlite is one process's, so there
    // the second drainer is another worker over the same database, racing the app's own.
    if (usingPostgres()) {
      second = await startTestServer(smtpEnv(smtp, { OUTBOX_POLL_MS: '20' }), {
        databaseUrl: first.databaseUrl!,
      })
    }
    // Small batches, so the instances take turns at the same rows rather than one taking them all.
    for (const server of [first, second]) if (server) server.app.config.outbox.batchSize = 2
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await smtp?.close()
  })

  it('two instances draining one outbox send each email once', async () => {
    const extra = second
      ? undefined
      : startOutboxWorker({
          db: first.db,
          log: first.app.log,
          config: { ...first.app.config.outbox, pollMs: 20 },
          channels: first.app.outbox.channels,
        })
    let people: ApiClient[]
    try {
      people = await matchEmails(first, 12)
      await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(12)
      // Each drain joins its instance's drain under way; stop waits for the extra worker's rows in hand.
      await Promise.all([first.app.outbox.drain(), second?.app.outbox.drain()])
    } finally {
      await extra?.stop()
    }
    expect(smtp.received).toHaveLength(12)
    const recipients = smtp.received.map((mail) => mail.to && JSON.stringify(mail.to))
    for (const person of people) {
      expect(recipients.filter((to) => to?.includes(person.user!.email))).toHaveLength(1)
    }
    expect((await outboxRows(first)).map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 12 }, () => ['sent', 1]),
    )
  }, 60_000)

  it.skipIf(!usingPostgres())('sends no email to a person whose socket is on another instance', async () => {
    const [away, here] = await Promise.all([
      createUser(first.url, { firstName: 'Elsewhere', profile: {} }),
      createUser(first.url, { firstName: 'Here', profile: {} }),
    ])
    const socket = await connectSocket(away, { baseUrl: second!.url })
    try {
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ online: boolean }>(
                first.db,
                sql`select online from user_presence where user_id = ${away.user!.id}`,
              )
            )[0]?.online,
        )
        .toBe(true)
      // The match is made through the first instance; the person is connected to the second.
      await away.post('/api/swipes', { swipedId: here.user!.id, action: 'like' })
      expect((await here.post('/api/swipes', { swipedId: away.user!.id, action: 'like' })).body.isMatch).toBe(
        true,
      )
      // Each drain joins its instance's drain under way, then handles every row due: the email is settled.
      await Promise.all([first.app.outbox.drain(), second!.app.outbox.drain()])
      expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(away.user!.email))).toEqual([])
    } finally {
      socket.close()
    }
  })
})

describe('retries', () => {
  let smtp: SmtpSink
  let server: TestServer
  beforeAll(async () => {
    smtp = await startSmtpSink()
    server = await startTestServer(smtpEnv(smtp, { OUTBOX_MAX_ATTEMPTS: '3' }))
  })
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })
  const rowOf = async (userId: string) =>
    (
      await queryRows<{ status: string; attempts: number; last_error: string | null; wait_ms: number }>(
        server.db,
        sql`select status, attempts, last_error,
          (extract(epoch from not_before - created_at) * 1000)::int as wait_ms
        from outbox where user_id = ${userId}`,
      )
    )[0]

  it('retries a refused email with back-off and sends it once the server takes it', async () => {
    smtp.refuseNext(2)
    const before = smtp.received.length
    const [person] = await matchEmails(server, 1)
    await expect.poll(() => smtp.received.length).toBe(before + 1)
    expect(await rowOf(person!.user!.id)).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('gives up after the last attempt, keeping the error', async () => {
    smtp.refuseNext(100, 550)
    const before = smtp.received.length
    const [person] = await matchEmails(server, 1)
    await expect.poll(async () => (await rowOf(person!.user!.id))?.status).toBe('failed')
    const row = await rowOf(person!.user!.id)
    expect(row).toMatchObject({ attempts: 3, last_error: expect.stringMatching(/550/) })
    // Back-off: 50 ms, then 100 ms, then the row rests.
    expect(row!.wait_ms).toBeGreaterThanOrEqual(150)
    await server.app.outbox.drain()
    expect(smtp.received.length).toBe(before)
    smtp.refuseNext(0)
  })
})

describe('without SMTP_URL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ OUTBOX_POLL_MS: '20' })
  })
  afterAll(() => server?.close())

  it('writes each email to DATA_DIR/outbox-mail as an .eml file', async () => {
    const [person] = await matchEmails(server, 1)
    const folder = join(server.dataDir, 'outbox-mail')
    const files = () => {
      try {
        return readdirSync(folder).filter((name) => name.endsWith('.eml'))
      } catch {
        return []
      }
    }
    await expect.poll(() => files().length).toBe(1)
    const email = await simpleParser(readFileSync(join(folder, files()[0]!)))
    expect(email.to && JSON.stringify(email.to)).toContain(person!.user!.email)
    expect(email.subject).toMatch(/^You matched with Second0 /)
    expect(email.text).toContain('Unsubscribe: ')
    expect(email.html).toContain('Say hello')
    expect(email.headerLines.some((line) => line.key === 'list-unsubscribe-post')).toBe(true)
  })
})
