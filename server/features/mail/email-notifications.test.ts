import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { queryRows } from '../../db/prepare'
import { mailSuite } from './mail-test-kit'

const mail = mailSuite()
const { person, connect, mailsTo, drain } = mail
const db = () => mail.server.db

async function match(first: ApiClient, second: ApiClient) {
  expect((await first.post('/api/swipes', { swipedId: second.user!.id, action: 'like' })).status).toBe(201)
  const liked = await second.post('/api/swipes', { swipedId: first.user!.id, action: 'like' })
  expect(liked.body.isMatch).toBe(true)
  return liked.body.match as { id: string; conversationId: string }
}

const outboxOf = (userId: string) =>
  queryRows<{ kind: string; status: string; attempts: number; last_error: string | null; not_before: Date }>(
    db(),
    sql`select kind, status, attempts, last_error, not_before from outbox where user_id = ${userId} order by created_at`,
  )

/** Moves a person's last socket `minutes` into the past, and makes their waiting emails due now. */
async function awayFor(userId: string, minutes: number) {
  await db().execute(
    sql`update user_presence set last_seen_at = now() - make_interval(mins => ${minutes}) where user_id = ${userId}`,
  )
  await db().execute(
    sql`update outbox set not_before = now() where user_id = ${userId} and status = 'pending'`,
  )
}

/**
 * Gives the worker its chances to send what it should not, before a test says nothing came: a drain
 * joins the worker's drain under way, then handles every row due, so what was due is sent (or not) now.
 */
const settle = drain

async function connectAndLeave(client: ApiClient) {
  const socket = await connect(client)
  socket.close()
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ online: boolean }>(
            db(),
            sql`select online from user_presence where user_id = ${client.user!.id}`,
          )
        )[0]?.online,
    )
    .toBe(false)
}

describe('match and message emails', () => {
  it('emails a new match to a person who is offline, once', async () => {
    const [a, b] = await Promise.all([person('Anele'), person('Busi')])
    const made = await match(a, b)
    await expect.poll(() => mailsTo(a.user!.email).length).toBe(1)
    const [email] = mailsTo(a.user!.email)
    expect(email!.subject).toBe(`You matched with Busi ${b.user!.lastName}`)
    expect(email!.text).toContain(`Hi Anele,`)
    expect(email!.text).toContain(`/matches?match=${made.id}`)
    expect(email!.html).toContain('Say hello')
    expect(email!.from?.value).toEqual([{ name: 'Bubbles', address: 'hello@bubbles.test' }])
    // Long headers are folded onto several lines; unfolded, they read as one.
    const header = (name: string) =>
      email!.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ')
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[^>]+>$/,
    )
    await settle()
    expect(mailsTo(a.user!.email)).toHaveLength(1)
    // The one who swiped last saw the match on screen: no email for them.
    expect(mailsTo(b.user!.email)).toHaveLength(0)
    expect(await outboxOf(a.user!.id)).toEqual([
      expect.objectContaining({ kind: 'match', status: 'sent', attempts: 1 }),
    ])
  })

  it('sends no email to a person whose socket is connected when it happens', async () => {
    const [a, b] = await Promise.all([person('Online'), person('Liker')])
    await connect(a)
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ online: boolean }>(
              db(),
              sql`select online from user_presence where user_id = ${a.user!.id}`,
            )
          )[0]?.online,
      )
      .toBe(true)
    const { conversationId } = await match(a, b)
    await b.post('/api/messages', { conversationId, content: 'Hi!' })
    await settle()
    expect(mailsTo(a.user!.email)).toHaveLength(0)
    expect(await outboxOf(a.user!.id)).toEqual([])
  })

  it('waits until the person has had no socket for 10 minutes, then emails what is still unread', async () => {
    const [a, b] = await Promise.all([person('Away'), person('Writer')])
    const { conversationId } = await match(b, a)
    await connectAndLeave(a)
    expect((await b.post('/api/messages', { conversationId, content: 'Are you there?' })).status).toBe(201)
    await settle()
    expect(mailsTo(a.user!.email)).toHaveLength(0)
    const [waiting] = await outboxOf(a.user!.id)
    expect(waiting).toMatchObject({ kind: 'message', status: 'pending', attempts: 0 })
    // Due 10 minutes after the last socket closed, not before.
    expect(new Date(waiting!.not_before).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    await awayFor(a.user!.id, 11)
    await expect.poll(() => mailsTo(a.user!.email).length).toBe(1)
    expect(mailsTo(a.user!.email)[0]!.subject).toBe(`Writer ${b.user!.lastName} sent you a message`)
  })

  it('emails at most once per conversation per hour, then tells how many are waiting', async () => {
    const [a, b] = await Promise.all([person('Chatty'), person('Quiet')])
    const { conversationId } = await match(a, b)
    await a.post('/api/messages', { conversationId, content: 'one' })
    await expect.poll(() => mailsTo(b.user!.email).length).toBe(1)
    await a.post('/api/messages', { conversationId, content: 'two' })
    await a.post('/api/messages', { conversationId, content: 'three' })
    await settle()
    expect(mailsTo(b.user!.email)).toHaveLength(1)
    const rows = await outboxOf(b.user!.id)
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending'])
    expect(new Date(rows[1]!.not_before).getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    // An hour later the waiting email goes, with everything that came meanwhile.
    await db().execute(
      sql`update outbox set sent_at = now() - interval '61 minutes' where user_id = ${b.user!.id} and status = 'sent'`,
    )
    await db().execute(
      sql`update outbox set not_before = now() where user_id = ${b.user!.id} and status = 'pending'`,
    )
    await expect.poll(() => mailsTo(b.user!.email).length).toBe(2)
    expect(mailsTo(b.user!.email)[1]!.subject).toBe(`Chatty ${a.user!.lastName} sent you 3 messages`)
  })

  it('sends no email when emailNotifications is off', async () => {
    const [a, b] = await Promise.all([person('NoMail'), person('Sender')])
    expect((await a.put('/api/settings/notifications', { emailNotifications: false })).status).toBe(200)
    const { conversationId } = await match(a, b)
    await b.post('/api/messages', { conversationId, content: 'Hello?' })
    await settle()
    expect(mailsTo(a.user!.email)).toHaveLength(0)
    expect(await outboxOf(a.user!.id)).toEqual([])
  })

  it('drops a waiting email when emailNotifications is turned off before it is due', async () => {
    const [a, b] = await Promise.all([person('Changed'), person('Mind')])
    const { conversationId } = await match(b, a)
    await connectAndLeave(a)
    await b.post('/api/messages', { conversationId, content: 'Ping' })
    expect((await a.put('/api/settings/notifications', { emailNotifications: false })).status).toBe(200)
    await awayFor(a.user!.id, 11)
    await expect.poll(async () => (await outboxOf(a.user!.id))[0]?.status).toBe('skipped')
    expect((await outboxOf(a.user!.id))[0]!.last_error).toBe('emailNotifications is off')
    expect(mailsTo(a.user!.email)).toHaveLength(0)
  })

  it('sends no email for a message read in the app before it was due', async () => {
    const [a, b] = await Promise.all([person('Reader'), person('Poster')])
    const { id: matchId, conversationId } = await match(b, a)
    await connectAndLeave(a)
    await b.post('/api/messages', { conversationId, content: 'Read me' })
    expect((await a.get(`/api/conversations/${matchId}/messages`)).status).toBe(200)
    await awayFor(a.user!.id, 11)
    await expect.poll(async () => (await outboxOf(a.user!.id))[0]?.status).toBe('skipped')
    expect(mailsTo(a.user!.email)).toHaveLength(0)
  })

  it("writes the email in the person's language", async () => {
    const [a, b] = await Promise.all([person('Lucía'), person('Marta')])
    expect((await a.put('/api/settings/app', { language: 'es' })).status).toBe(200)
    await match(a, b)
    await expect.poll(() => mailsTo(a.user!.email).length).toBe(1)
    const [email] = mailsTo(a.user!.email)
    expect(email!.subject).toBe(`Has hecho match con Marta ${b.user!.lastName}`)
    expect(email!.text).toContain('Hola, Lucía:')
    expect(email!.html).toContain('<html lang="es">')
    expect(email!.html).toContain('Darse de baja')
  })
})
