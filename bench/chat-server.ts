// The server side of bench/chat.ts, in its own process so the 2,000 client sockets never share its
// event loop. `app <databaseUrl>`: the real Bubbles app on PostgreSQL; `app pglite:<dir>`: on the
// embedded database in that data directory; MESSAGE_GROUP_COMMIT passes through from the environment.
// `relay`: a bare Socket.IO server that stores nothing and only relays, the yardstick. Prints `{"port":N}` once listening, answers 'cpu' messages
// with its CPU time so far (a figure a busy machine disturbs less than latency), stops on SIGTERM.
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Server } from 'socket.io'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'

const [mode, databaseUrl] = process.argv.slice(2)

async function startApp() {
  const embedded = databaseUrl?.startsWith('pglite:') ? databaseUrl.slice('pglite:'.length) : undefined
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: embedded ?? mkdtempSync(join(tmpdir(), 'bubbles-bench-chat-')),
    DATABASE_URL: embedded ? undefined : databaseUrl,
    LOG_LEVEL: 'warn',
    MESSAGE_GROUP_COMMIT: process.env.MESSAGE_GROUP_COMMIT,
  })
  // Each bench person sends a few hundred messages in a minute at the top rates: the per-person budget
  // (120 a minute) is still spent on every message, it just never refuses one here.
  config.budgets.messages.max = 1_000_000
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const app = await buildApp({ config, db: database.db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

async function startRelay() {
  const http = createServer()
  const io = new Server(http, { serveClient: false })
  let seq = 0
  io.on('connection', (socket) => {
    socket.on('join-conversation', (id: string, ack?: (r: unknown) => void) => {
      socket.join(`conversation:${id}`)
      ack?.({ ok: true, data: null })
    })
    socket.on(
      'send-message',
      (input: { conversationId: string; content: string }, ack?: (r: unknown) => void) => {
        const message = { id: String(++seq), ...input, senderId: '', createdAt: new Date().toISOString() }
        io.to(`conversation:${input.conversationId}`).emit('new-message', message)
        ack?.({ ok: true, data: message })
      },
    )
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return { port: (http.address() as AddressInfo).port, close: () => io.close() }
}

const server = mode === 'app' ? await startApp() : await startRelay()
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`)
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
})
process.on('SIGTERM', async () => {
  await server.close()
  process.exit(0)
})
