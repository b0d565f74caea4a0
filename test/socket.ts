import type { ClientToServerEvents, ServerToClientEvents } from '@shared/socket-events'
import { io, type Socket } from 'socket.io-client'
import { vi } from 'vitest'
import type { ApiClient } from './client'
import type { TestServer } from './server'

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/**
 * A Socket.IO client carrying the visitor's session cookie, over WebSocket like the browser client.
 * Not connected yet: call `connectSocket` (or `socket.connect()` to watch a refusal).
 */
export function openSocket(
  client: ApiClient,
  { origin, baseUrl = client.baseUrl }: { origin?: string; baseUrl?: string } = {},
): TestSocket {
  return io(baseUrl, {
    autoConnect: false,
    reconnection: false,
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: {
      ...(client.cookies.size && { cookie: client.cookieHeader }),
      origin: origin ?? new URL(baseUrl).origin,
    },
  })
}

/** Connects and resolves once the server accepted the handshake; rejects with the refusal. */
export function connectSocket(client: ApiClient, options?: Parameters<typeof openSocket>[1]) {
  const socket = openSocket(client, options)
  return new Promise<TestSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
    socket.connect()
  })
}

/** The next `event` on the socket, or a rejection after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never)
      reject(new Error(`no ${event} within ${timeoutMs} ms`))
    }, timeoutMs)
    const listener = (payload: unknown) => {
      clearTimeout(timer)
      resolve(payload as never)
    }
    socket.once(event, listener as never)
  })
}

/** Collects every `event` the socket receives, to assert later that something never arrived. */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  const received: Parameters<ServerToClientEvents[E]>[0][] = []
  socket.on(event, ((payload: never) => received.push(payload)) as never)
  return received
}

/** Resolves when the socket is disconnected (by the server or otherwise), with the reason. */
export const disconnected = (socket: TestSocket, timeoutMs = 3000) =>
  new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected')
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs)
    socket.once('disconnect', (reason) => {
      clearTimeout(timer)
      resolve(reason)
    })
  })

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A round trip on `socket`: resolves once the server answered an event sent now. What the server sent
 * this socket before answering has then arrived (one connection keeps its order), and a request's
 * broadcasts leave before its answer: after the request and this, "nothing came" is a fact, not a wait.
 */
export async function roundTrip(socket: TestSocket) {
  await socket.timeout(5000).emitWithAck('presence', [])
}

/**
 * Resolves once `server` has recorded and announced every arrival and departure of a socket it has
 * seen (a socket's arrival is seen before its `connect` reaches the client). Then a `roundTrip` on a
 * watching socket makes "no presence event came" a fact.
 */
export const presenceSettled = (server: Pick<TestServer, 'app'>) => server.app.presence.settled()

/** Closes `sockets` and resolves once `server` has let them go and announced what their leaving changed. */
export async function leave(server: Pick<TestServer, 'app'>, ...sockets: TestSocket[]) {
  const ids = sockets.map((socket) => socket.id).filter((id) => id !== undefined)
  for (const socket of sockets) socket.close()
  const { sockets: held } = server.app.io.of('/')
  await vi.waitFor(() => {
    if (ids.some((id) => held.has(id))) throw new Error('the server still holds a closed socket')
  })
  await presenceSettled(server)
}
