// Image decoding budget (docs/decisions/014): 8 concurrent uploads of a 36-megapixel interlaced PNG (small on the
// wire, over 100 MB each once decoded), against the real app in its own process. Reports the server's
// peak RSS, what the uploads got (201 stored, 503 come back later) and how a plain GET fared meanwhile,
// next to the same GET on the idle server. The probe before the budget: 1.7 GB, every request stalled 4.5 s.
// Part of `npm run bench`; standalone: `npx tsx bench/uploads.ts`.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bigInterlacedPng, uploadBytes } from '../server/features/uploads/upload-test-kit'
import { type ApiClient, signInAs } from '../test/client'
import { type Benchmark, check, formatMs } from './lib/benchmark'
import { dropDatabase, findPostgres, recreateDatabase } from './lib/postgres'

const UPLOADS = 8
const TARGET_MB = 600
const BENCH_DATABASE = `bubbles_bench_uploads_${process.pid}`
const serverScript = fileURLToPath(new URL('./uploads-server.ts', import.meta.url))

const mb = (bytes: number) => bytes / 1024 / 1024

function startServer(databaseUrl?: string) {
  const args = ['--import', 'tsx', serverScript, ...(databaseUrl ? [databaseUrl] : [])]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }
      resolve({ child, url: `http://127.0.0.1:${port}` })
    })
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)))
  })
}

const ask = (child: ChildProcess, message: 'reset' | 'peak') =>
  new Promise<{ peak: number; rss: number }>((resolve) => {
    child.once('message', (answer) => resolve(answer as { peak: number; rss: number }))
    child.send(message)
  })

/** GET /api/auth/user every 100 ms until `until` settles: the latencies. */
async function probeWhile(client: ApiClient, until: Promise<unknown>) {
  let done = false
  void until.finally(() => {
    done = true
  })
  const latencies: number[] = []
  while (!done) {
    const started = performance.now()
    await client.get('/api/auth/user')
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return latencies.sort((a, b) => a - b)
}

export const uploadsBenchmark: Benchmark = {
  name: 'uploads',
  run: async () => {
    const png = await bigInterlacedPng()
    const postgres = await findPostgres()
    const databaseUrl =
      postgres.url === null ? undefined : await recreateDatabase(postgres.url, BENCH_DATABASE)
    console.log(databaseUrl ? 'server on PostgreSQL' : `server on the embedded database (${postgres.reason})`)
    const { child, url } = await startServer(databaseUrl)
    try {
      const client = await signInAs(url, { email: 'bench-uploads@example.com', firstName: 'Bench' })
      const idle = await probeWhile(client, new Promise((resolve) => setTimeout(resolve, 1000)))
      const before = await ask(child, 'reset')
      const started = performance.now()
      const burst = Promise.all(Array.from({ length: UPLOADS }, () => uploadBytes(client, png)))
      const during = await probeWhile(client, burst)
      const results = await burst
      const seconds = (performance.now() - started) / 1000
      const { peak } = await ask(child, 'peak')
      const count = (status: number) => results.filter((res) => res.status === status).length
      const max = (list: number[]) => list.at(-1) ?? 0
      const median = (list: number[]) => list[Math.floor(list.length / 2)] ?? 0
      const lines = [
        `${UPLOADS} concurrent uploads of a ${(png.length / 1024).toFixed(0)} KB 36 MP interlaced PNG: ${count(201)} stored (201), ${count(503)} told to retry (503), others ${UPLOADS - count(201) - count(503)}, in ${seconds.toFixed(1)} s`,
        `server RSS: ${mb(before.rss).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB (< ${TARGET_MB} MB ${check(mb(peak) < TARGET_MB)})`,
        `GET /api/auth/user during the burst: median ${formatMs(median(during))}, worst ${formatMs(max(during))} over ${during.length} requests (idle: median ${formatMs(median(idle))}, worst ${formatMs(max(idle))})`,
      ]
      for (const line of lines) console.log(line)
      return lines
    } finally {
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
      if (postgres.url !== null) await dropDatabase(postgres.url, BENCH_DATABASE)
    }
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await uploadsBenchmark.run()
  process.exit(0)
}
