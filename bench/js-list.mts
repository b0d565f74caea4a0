import { mkdtempSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const { buildApp } = await import(process.cwd() + '/server/app.ts')
const { loadConfig } = await import(process.cwd() + '/server/config.ts')
const { openDatabase } = await import(process.cwd() + '/server/db/client.ts')
const { migrateDatabase } = await import(process.cwd() + '/server/db/migrate.ts')
const { seed } = await import(process.cwd() + '/server/db/seed.ts')
const { clientDist } = await import(process.cwd() + '/server/plugins/static-spa.ts')
const dataDir = mkdtempSync(join(tmpdir(), 'jsl-'))
const database = await openDatabase({ dataDir, inMemory: true })
await migrateDatabase(database)
await seed({ db: database.db, dataDir })
const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const app = await buildApp({ config, db: database.db })
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const path of (process.argv[2] ?? '/').split(',')) {
  const context = await browser.newContext()
  if (path !== '/') {
    const login = await fetch(`${base}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@bubbles.co.za', firstName: 'Lerato', lastName: 'Mokoena' }),
    })
    const [n, v] = login.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [string, string]
    await context.addCookies([{ name: n, value: v, url: base }])
  }
  const page = await context.newPage()
  const t0 = Date.now()
  const rows: string[] = []
  page.on('requestfinished', (r) => {
    rows.push(
      `${Date.now() - t0}ms ${r.resourceType()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`,
    )
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  let total = 0
  console.log(`\n# ${path}`)
  for (const row of rows) {
    const p = row.split(' ')[2]!
    let kb = ''
    if (row.includes(' script ')) {
      const g = gzipSync(readFileSync(join(clientDist, p))).length
      total += g
      kb = (g / 1024).toFixed(1) + 'KB'
    }
    console.log(row, kb)
  }
  console.log('total script gz KB', (total / 1024).toFixed(1))
  await context.close()
}
await browser.close()
await app.close()
process.exit(0)
