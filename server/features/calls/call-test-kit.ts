import { randomUUID } from 'node:crypto'
import type { CallSignal } from '@shared/socket-events'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { createMatch } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket, type TestSocket } from '../../../test/socket'

/**
 * One app server for a call test file, started with `env` (a short ring, a fast sweep), through Redis
 * when REDIS_URL is set; the sockets its tests open are closed after each test.
 */
export function callSuite(env: Record<string, string> = {}) {
  const sockets: TestSocket[] = []
  const live = {
    server: undefined as unknown as TestServer,
    person: (firstName: string) => createUser(live.server.url, { firstName, profile: {} }),
    connect: async (client: ApiClient) => {
      const socket = await connectSocket(client)
      sockets.push(socket)
      return socket
    },
    /** Two matched people (Ama calls, Bo answers) and a stranger, each with a connected socket. */
    pair: async () => {
      const [a, b, stranger] = await Promise.all([
        live.person('Ama'),
        live.person('Bo'),
        live.person('Stranger'),
      ])
      const match = await createMatch(live.server, { a, b })
      const [sa, sb, ss] = await Promise.all([live.connect(a), live.connect(b), live.connect(stranger)])
      return { stranger, sa, sb, ss, ...match }
    },
  }
  beforeAll(async () => {
    live.server = await startTestServer({
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...env,
    })
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close()
  })
  afterAll(() => live.server?.close())
  return live
}

export const offer = { type: 'offer' as const, sdp: 'v=0 offer' }
export const answer = { type: 'answer' as const, sdp: 'v=0 answer' }

/** Rings `matchId` from `socket` with a fresh call id; returns the id and the acknowledgement. */
export async function ring(socket: TestSocket, matchId: string, extra: Partial<CallSignal> = {}) {
  const callId = randomUUID()
  const ack = await socket.emitWithAck('call-offer', {
    matchId,
    callId,
    description: offer,
    ...extra,
  } as CallSignal)
  return { callId, ack }
}

/**
 * Resolves once the ring time of the next call rung on `server` (or of `callId`) has passed and, if its ring
 * timer fired rather than being cleared, once that timer's attempt to end the call is over. A timer
 * made after the ring's, for as long, fires after it.
 */
export function ringTimeOver(server: TestServer, callId?: string) {
  const { timers } = server.app.calls.context
  const { start } = timers
  return new Promise<void>((resolve) => {
    timers.start = (id, ms, onTimeout) => {
      if (callId !== undefined && id !== callId) return start(id, ms, onTimeout)
      timers.start = start
      let attempt: Promise<unknown> = Promise.resolve()
      start(id, ms, () => {
        attempt = onTimeout()
        return attempt
      })
      setTimeout(() => void attempt.finally(resolve), ms)
    }
  })
}
