import { discoverBenchmark } from './discover'

// `npx tsx bench/discover-run.ts`: the discover benchmark alone (bench/run.ts runs all of them).
const started = performance.now()
const summary = await discoverBenchmark.run()
console.log(`\n(discover took ${((performance.now() - started) / 1000).toFixed(0)} s)`)
for (const line of summary) console.log(line)
process.exit(0)
