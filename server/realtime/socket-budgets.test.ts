import { ERRORS } from '@shared/error-codes'
import { SOCKET_BUDGETS } from '@shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../test/client'
import { createMatch } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, type TestSocket } from '../../test/socket'

const { DATABASE_URL, REDIS_URL } = process.env

// A socket event's budget is spent in the store every budget spends (shared/limits.ts SOCKET_BUDGETS,
// plugins/rate-budgets.ts): with Redis, one count that every instance reads, not one per instance.
describe.skipIf(!DATABASE_URL || !REDIS_URL)('socket event budgets across instances', () => {
  let one: TestServer
  let two: TestServer
  const sockets: TestSocket[] = []
  beforeAll(async () => {
    one = await startTestServer({ REDIS_URL: REDIS_URL! }, { realRateLimits: true })
    two = await startTestServer(
      { REDIS_URL: REDIS_URL! },
      { realRateLimits: true, databaseUrl: one.databaseUrl },
    )
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await two?.close()
    await one?.close()
  })

  it("counts a socket's typing budget where the other instance reads it too", async () => {
    const [a, b] = await Promise.all([
      createUser(one.url, { firstName: 'Typist', profile: {} }),
      createUser(one.url, { firstName: 'Reader', profile: {} }),
    ])
    const { conversationId } = await createMatch(one, { a, b })
    const socket = await connectSocket(a, { baseUrl: one.url })
    sockets.push(socket)
    const { max } = SOCKET_BUDGETS.typing

    const acks = []
    for (let i = 0; i <= max; i++) acks.push(await socket.emitWithAck('typing', { conversationId }))
    expect(acks.slice(0, max).every((ack) => ack.ok)).toBe(true)
    expect(acks[max]).toMatchObject({ ok: false, status: 429, message: ERRORS.too_many_events })

    // Instance two holds no socket of this person, yet finds the budget spent: the count is shared.
    expect(await two.app.budgets.allow('typing', socket.id!)).toBe(false)
    // Another socket's budget is its own.
    expect(await two.app.budgets.allow('typing', `not-${socket.id}`)).toBe(true)
  })
})
