import { afterAll, afterEach, beforeAll } from 'vitest'
import { type ApiClient, createUser } from './client'
import { startTestServer, type TestServer } from './server'
import { connectSocket, type TestSocket } from './socket'

/**
 * The app server of one socket-test file, through the Redis adapter when REDIS_URL is set (as in a
 * multi-instance deployment), and the sockets its tests open, closed after each test. Read the server
 * as `live.server` once the tests run.
 */
export function realtimeSuite() {
  const sockets: TestSocket[] = []
  const live = {
    server: undefined as unknown as TestServer,
    /** A signed-in person with a profile. */
    person: (firstName: string) => createUser(live.server.url, { firstName, profile: {} }),
    /** A connected socket of `client`, closed after the test. */
    connect: async (client: ApiClient, options?: Parameters<typeof connectSocket>[1]) => {
      const socket = await connectSocket(client, options)
      sockets.push(socket)
      return socket
    },
  }
  beforeAll(async () => {
    live.server = await startTestServer(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {})
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close()
  })
  afterAll(() => live.server?.close())
  return live
}
