import { PassThrough } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '../../test/client'
import { createMatch } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'

let server: TestServer
let log = ''
beforeAll(async () => {
  const stream = new PassThrough()
  stream.on('data', (chunk) => {
    log += chunk
  })
  server = await startTestServer({}, { logStream: stream })
})
afterAll(() => server.close())

it('logs a failed query without its parameters: no message text, no email', async () => {
  const secretEmail = `very-private-${Date.now()}@example.com`
  const [a, b] = await Promise.all([
    createUser(server.url, { firstName: 'Leak', email: secretEmail, profile: {} }),
    createUser(server.url, { firstName: 'Check', profile: {} }),
  ])
  const { conversationId } = await createMatch(server, { a, b })
  // The database loses the table behind a real route: the message insert fails with its parameters.
  await server.db.execute(sql`alter table messages rename to messages_gone`)
  try {
    const secretText = 'my home address is 12 Secret Street'
    const res = await a.post('/api/messages', { conversationId, content: secretText })
    expect(res.status).toBe(500)
    await expect.poll(() => log).toContain('request failed')
    expect(log).toContain('Failed query')
    expect(log).not.toContain(secretText)
    expect(log).not.toContain(a.user!.id)
    // A unique violation quotes the value in its detail; that stays out too.
    await server.db.execute(sql`alter table messages_gone rename to messages`)
    const clash = await server.db
      .execute(sql`insert into users (email) values (${secretEmail})`)
      .catch((error: unknown) => error)
    server.app.log.error({ err: clash }, 'insert failed')
    await expect.poll(() => log).toContain('insert failed')
    expect(log).toContain('users_email_unique')
    expect(log).not.toContain(secretEmail)
  } finally {
    await server.db.execute(sql`alter table if exists messages_gone rename to messages`)
  }
})
