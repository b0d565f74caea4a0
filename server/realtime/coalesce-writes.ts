import type { Socket as TcpSocket } from 'node:net'
import type { RealtimeServer } from './types'

/** The parts of an engine.io connection and its transport this module touches (not in their typings). */
interface EngineConnection {
  flush: () => void
  transport: EngineTransport
  on: (event: 'upgrade', listener: (transport: EngineTransport) => void) => void
}
interface EngineTransport {
  name: string
  send: (packets: unknown[]) => void
  /** The ws WebSocket, whose `_socket` is the TCP connection. */
  socket?: { _socket?: TcpSocket }
}

/**
 * What one connection is sent in one turn of the event loop leaves in one TCP write.
 *
 * A chat message makes two packets per person: the message itself, then the recipient's notification or
 * the sender's acknowledgement. Engine.io wrote each packet the moment it was emitted, one system call
 * each, and profiled at 5,000 messages a second (bench/chat.ts) those writes were 40% of the server's CPU.
 * Here a connection flushes once its current tick is over (process.nextTick: after the promise callbacks
 * that emitted the packets, before any I/O), and its frames go to a corked socket, so the kernel gets
 * them in one writev. The order of packets on a connection does not change.
 */
export function coalesceWrites(io: RealtimeServer) {
  io.engine.on('connection', (connection: EngineConnection) => {
    const flushNow = connection.flush.bind(connection)
    let due = false
    connection.flush = () => {
      if (due) return
      due = true
      process.nextTick(() => {
        due = false
        flushNow()
      })
    }
    writeCorked(connection.transport)
    connection.on('upgrade', writeCorked)
  })
}

function writeCorked(transport: EngineTransport) {
  // Long polling answers each poll with every packet in one response already.
  const tcp = transport.name === 'websocket' ? transport.socket?._socket : undefined
  if (!tcp || typeof tcp.cork !== 'function') return
  const send = transport.send.bind(transport)
  transport.send = (packets) => {
    tcp.cork()
    try {
      send(packets)
    } finally {
      tcp.uncork()
    }
  }
}
