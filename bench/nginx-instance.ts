// One app instance of bench/nginx.ts, in its own process as in production: two instances are two event
// loops, which is the point of running two. `<databaseUrl> <redisUrl>`; prints `{"port":N}` once
// listening, answers 'stats' messages with its CPU time and what it served, stops on SIGTERM.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'

export interface InstanceStats {
  /** CPU time (user + system) so far, in milliseconds. */
  cpuMs: number
  requests: number
  sockets: number
}

const [databaseUrl, redisUrl, sessionSecret = randomBytes(32).toString('hex')] = process.argv.slice(2)
const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-bench-nginx-'))
// As deployed behind deploy/nginx.conf (deploy/compose.yaml); development sign-in stays on, explicitly,
// so the benchmark can sign in.
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: sessionSecret,
  AUTH_DEV_LOGIN: '1',
  TRUST_PROXY: '1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
})
// The chat phase offers each person more messages a minute than their budget allows; the budget is
// still counted (in Redis) on every message, so its cost stays in the figures.
config.budgets.messages.max = 1_000_000
const database = await openDatabase({ databaseUrl, dataDir })
const app = await buildApp({ config, db: database.db })
let requests = 0
app.server.on('request', () => requests++)
await app.listen({ port: 0, host: '127.0.0.1' })

process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`)
process.on('message', (message) => {
  if (message !== 'stats') return
  const cpu = process.cpuUsage()
  const stats: InstanceStats = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    requests,
    sockets: app.io.engine.clientsCount,
  }
  process.send?.(stats)
})
process.on('SIGTERM', async () => {
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
})
