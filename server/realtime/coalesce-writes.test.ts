import type { Socket as TcpSocket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../test/client'
import { createMatch } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, nextEvent, presenceSettled, type TestSocket } from '../../test/socket'

// Its own server without Redis: through the adapter, when each packet reaches this instance depends on
// Redis, and this file is about what the instance does with the packets it has.
let server: TestServer
/** Writes handed to the kernel, per server-side TCP connection, keyed by the client's port. */
const writes = new Map<number, number>()
const sockets: TestSocket[] = []

beforeAll(async () => {
  server = await startTestServer()
  server.app.server.on('connection', (tcp: TcpSocket) => {
    const port = tcp.remotePort!
    writes.set(port, 0)
    // A corked or busy socket buffers its writes and hands them over together through _writev.
    const internal = tcp as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>
    for (const method of ['_write', '_writev'] as const) {
      const original = internal[method].bind(tcp)
      internal[method] = (...args) => {
        writes.set(port, writes.get(port)! + 1)
        original(...args)
      }
    }
  })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server.close()
})

/** The client's own port: the key of its connection in `writes`. */
const portOf = (socket: TestSocket) =>
  (socket.io.engine.transport as unknown as { ws: { _socket: TcpSocket } }).ws._socket.localPort!

describe('writes to a connection', () => {
  it('sends the reader a chat message and its notification in one TCP write', async () => {
    const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })
    const { a, b, conversationId } = await createMatch(server, {
      a: await person('Sender'),
      b: await person('Reader'),
    })
    const [sa, sb] = await Promise.all([connectSocket(a), connectSocket(b)])
    sockets.push(sa, sb)
    await Promise.all([sa, sb].map((socket) => socket.emitWithAck('join-conversation', conversationId)))
    await presenceSettled(server)
    const before = new Map(writes)

    const notified = nextEvent(sb, 'notification')
    const delivered = nextEvent(sb, 'new-message')
    const echoed = nextEvent(sa, 'new-message')
    const ack = await sa.emitWithAck('send-message', { conversationId, content: 'Two packets each' })
    expect(ack).toMatchObject({ ok: true })
    await Promise.all([notified, delivered, echoed])

    const since = (socket: TestSocket) => writes.get(portOf(socket))! - before.get(portOf(socket))!
    // The reader's message and notification are emitted in the same tick: one write. The sender's
    // acknowledgement follows the message's echo after the broadcast is flushed, in that tick when
    // nothing waits (PGlite) and sometimes in the next one (PostgreSQL's driver): one or two writes.
    expect(since(sb)).toBe(1)
    expect(since(sa)).toBeLessThanOrEqual(2)
  })
})
