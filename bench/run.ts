import { chatBenchmark } from './chat'
import { discoverBenchmark } from './discover'
import type { Benchmark } from './lib/benchmark'
import { matchingBenchmark } from './matching'
import { nginxBenchmark } from './nginx'
import { opsBenchmark } from './ops'
import { pageLoadBenchmark } from './page-load'
import { pagesBenchmark } from './pages'
import { searchBenchmark } from './search'
import { uploadsBenchmark } from './uploads'

// `npm run bench` runs these one after another (never in parallel: they would measure each other).
// Add a benchmark by importing it and appending it here.
const benchmarks: Benchmark[] = [
  discoverBenchmark,
  matchingBenchmark,
  chatBenchmark,
  nginxBenchmark,
  uploadsBenchmark,
  pagesBenchmark,
  pageLoadBenchmark,
  opsBenchmark,
  searchBenchmark,
]

// `npm run bench -- page-load chat` runs only the named ones.
const only = process.argv.slice(2)
const summary: string[] = []
for (const benchmark of benchmarks.filter(({ name }) => only.length === 0 || only.includes(name))) {
  console.log(`\n=== ${benchmark.name} ===`)
  const started = performance.now()
  const lines = await benchmark.run()
  summary.push(...lines.map((line) => `${benchmark.name}: ${line}`))
  console.log(`(${benchmark.name} took ${((performance.now() - started) / 1000).toFixed(0)} s)`)
}

console.log('\n=== summary ===')
for (const line of summary) console.log(line)
// Sockets and pools may keep the event loop alive a moment after closing; the results are printed.
process.exit(0)
