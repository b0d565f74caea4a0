import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/client'
import { createMatch } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket, nextEvent, type TestSocket } from '../../../test/socket'
import { calls } from '../../db/schema'
import { answer, offer, ringTimeOver } from './call-test-kit'

const { DATABASE_URL, REDIS_URL } = process.env

// Two instances on one PostgreSQL database and one Redis: caller and callee on different ones.
describe.skipIf(!DATABASE_URL || !REDIS_URL)('calls across instances', () => {
  let one: TestServer
  let two: TestServer
  const sockets: TestSocket[] = []
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, CALL_RING_TIMEOUT_MS: '800' }
    one = await startTestServer(env)
    two = await startTestServer(env, { databaseUrl: one.databaseUrl })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await two?.close()
    await one?.close()
  })

  it('rings a callee connected to the other instance, whose answer there outlasts the ring timer here', async () => {
    const a = await createUser(one.url, { firstName: 'One', profile: {} })
    const b = await createUser(two.url, { firstName: 'Two', profile: {} })
    const { matchId } = await createMatch(one, { a, b })
    const [sa, sb] = await Promise.all([connectSocket(a), connectSocket(b)])
    sockets.push(sa, sb)
    const callId = randomUUID()
    const ringOver = ringTimeOver(one, callId)
    const incoming = nextEvent(sb, 'call-offer')
    expect(await sa.emitWithAck('call-offer', { matchId, callId, description: offer })).toEqual({
      ok: true,
      data: null,
    })
    expect(await incoming).toMatchObject({ callId, caller: { firstName: 'One' } })
    const answered = nextEvent(sa, 'call-answer')
    await sb.emitWithAck('call-answer', { matchId, callId, description: answer })
    await answered
    // Instance one's ring timer fires now; it may only end a call that still rings.
    await ringOver
    const [row] = await one.db.select({ status: calls.status }).from(calls).where(eq(calls.id, callId))
    expect(row?.status).toBe('active')
  })
})
