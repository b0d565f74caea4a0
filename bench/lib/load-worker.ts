import { text } from 'node:stream/consumers'
import autocannon from 'autocannon'
import type { LoadOptions, LoadResult } from './load'

// Runs in its own process (bench/lib/load.ts spawns it), so the load generator never competes with the
// server under test for one event loop. Prints one JSON LoadResult on stdout.
const options = JSON.parse(await text(process.stdin)) as LoadOptions
const latencies: number[] = []
let statusErrors = 0

let next = 0
const { paths } = options
const instance = autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.durationSeconds,
  headers: options.headers,
  // One shared turn across connections, so every path is asked once per round (no two connections in step).
  requests: paths && [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
})
// autocannon's own summary has p97.5 but no p95: keep every response time and take percentiles here.
instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  if (statusCode !== 200) statusErrors++
  latencies.push(responseTime)
})
const result = await instance

latencies.sort((a, b) => a - b)
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
const output: LoadResult = {
  requests: latencies.length,
  requestsPerSecond: latencies.length / result.duration,
  p50: percentile(50),
  p95: percentile(95),
  p99: percentile(99),
  errors: result.errors + result.timeouts + statusErrors,
}
process.stdout.write(JSON.stringify(output))
