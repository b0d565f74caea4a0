// npm run chaos: proves that chat delivery is exact under faults, through the real client in Chromium.
//
//   npm run chaos                          every scenario, ~60 messages each, 10 s faults
//   npm run chaos -- --short               the test suite's size (~15 messages, 3 s faults)
//   npm run chaos -- --only redis-down,postgres-down
//   npm run chaos -- --no-build            use dist/ as it is
//
// PostgreSQL: DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/test; a fresh database is
// made for the run and dropped after. Exits 1 if any scenario fails.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowser } from '../e2e/browser'
import {
  createPostgresDatabase,
  DEFAULT_POSTGRES_URL,
  type FreshPostgres,
  postgresReachable,
} from './database'
import { FULL, type ScenarioResult, SHORT, unmeasured } from './harness'
import { hasRedisServer, killAllChildren, root } from './processes'
import { formatTable } from './report'
import { runScenario, SCENARIOS } from './scenarios'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const only = args
  .find((arg, i) => args[i - 1] === '--only' || arg.startsWith('--only='))
  ?.replace(/^--only=/, '')
  .split(',')

// Module-wide so Ctrl-C can still drop it.
let postgres: FreshPostgres | undefined

async function main() {
  // The pages run the client as built: always build, so the run tests the sources as they are now.
  if (!flag('--no-build')) {
    console.log('Building the client (npx vite build)…')
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  const size = flag('--short') ? SHORT : FULL
  const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.slug))
  if (scenarios.length === 0) {
    console.error(`No scenario matches --only; the slugs are: ${SCENARIOS.map((s) => s.slug).join(', ')}`)
    process.exit(2)
  }
  const runId = randomBytes(3).toString('hex')
  const tmpRoot = mkdtempSync(join(tmpdir(), `bubbles-chaos-${runId}-`))
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL
  const log = (line: string) => console.log(line)

  let missing: string | undefined
  if (scenarios.some((scenario) => scenario.needsPostgresAndRedis)) {
    if (!hasRedisServer) missing = 'redis-server is not installed'
    else if (!(await postgresReachable(adminUrl))) missing = `PostgreSQL is not reachable at ${adminUrl}`
    else postgres = await createPostgresDatabase(adminUrl)
  }

  const browser = await launchBrowser()
  const results: ScenarioResult[] = []
  const started = Date.now()
  try {
    for (const scenario of scenarios) {
      if (scenario.needsPostgresAndRedis && missing) {
        results.push(unmeasured(scenario.title(size), size, { skipped: missing }))
        continue
      }
      const result = await runScenario(scenario, {
        browser,
        runId,
        size,
        tmpRoot,
        postgresUrl: postgres?.url,
        log,
      })
      log(`  → ${result.passed ? 'pass' : 'FAIL'}`)
      results.push(result)
    }
  } finally {
    await browser.close().catch(() => {})
    killAllChildren()
    await postgres
      ?.drop()
      .catch((error) => console.warn(`could not drop the run's database: ${error.message}`))
    rmSync(tmpRoot, { recursive: true, force: true })
  }

  console.log(
    `\nChaos run ${runId} (${flag('--short') ? 'short' : 'full'}, ${Math.round((Date.now() - started) / 1000)} s)\n`,
  )
  console.log(formatTable(results))
  process.exit(results.every((result) => result.passed) ? 0 : 1)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllChildren()
    void Promise.resolve(postgres?.drop())
      .catch(() => {})
      .finally(() => process.exit(130))
  })
}

main().catch((error) => {
  console.error(error)
  killAllChildren()
  process.exit(1)
})
