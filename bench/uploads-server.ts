// The server side of bench/uploads.ts: the real app on the embedded database in its own process, so
// its memory is measured alone. Prints `{"port":N}` once listening; samples its RSS every 20 ms and
// answers 'peak' messages with the highest RSS since the last 'reset'; stops on SIGTERM.
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'

// With a PostgreSQL URL the process holds the app alone; the embedded database adds its own few
// hundred megabytes of WebAssembly memory to the figure.
const databaseUrl = process.argv[2]
const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-uploads-'))
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl ?? '',
})
config.rateLimits.uploads = 10_000
const database = await openDatabase({ dataDir, inMemory: !databaseUrl, databaseUrl })
await migrateDatabase(database)
const app = await buildApp({ config, db: database.db })
await app.listen({ port: 0, host: '127.0.0.1' })

let peak = process.memoryUsage().rss
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20).unref()
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`)
process.on('message', (message) => {
  if (message === 'reset') peak = process.memoryUsage().rss
  process.send?.({ peak, rss: process.memoryUsage().rss })
})
process.on('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
