// The chaos suite's short version (chaos/, `npm run chaos` for the full one): the real client in Chromium
// keeps sending while an instance, Redis, PostgreSQL or the embedded database goes away, and every
// message must end up stored once and on the other person's screen within 5 s of the fault ending.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase, type FreshPostgres } from '../chaos/database'
import { type ScenarioResult, SHORT } from '../chaos/harness'
import { hasRedisServer, killAllChildren } from '../chaos/processes'
import { formatTable, recoveryText } from '../chaos/report'
import {
  changesDuringRedisDown,
  embeddedKilled,
  instanceKilled,
  instanceRestartedGracefully,
  postgresDown,
  postgresDownUncached,
  type RunContext,
  redisDown,
  runScenario,
  type Scenario,
} from '../chaos/scenarios'
import { launchBrowser } from './browser'

const { DATABASE_URL } = process.env
// Each scenario: instances booting, ~15 messages at 1.5 a second, a ~3 s fault, up to 10 s of waiting.
const SCENARIO_TIMEOUT = 90_000

const runId = randomBytes(3).toString('hex')
const tmpRoot = mkdtempSync(join(tmpdir(), `bubbles-chaos-${runId}-`))
const results: ScenarioResult[] = []
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  killAllChildren()
  rmSync(tmpRoot, { recursive: true, force: true })
  // The same table `npm run chaos` prints, so a failure here reads like one there.
  if (results.length) console.log(`\n${formatTable(results)}`)
})

async function expectExactDelivery(scenario: Scenario, postgresUrl?: string) {
  const ctx: RunContext = { browser, runId, size: SHORT, tmpRoot, postgresUrl }
  const result = await runScenario(scenario, ctx)
  results.push(result)
  const why = result.details.join('\n')
  expect(result.error, 'the scenario could not run').toBeUndefined()
  expect(result.lost, why).toBe(0)
  expect(result.duplicates, why).toBe(0)
  expect(recoveryText(result), why).not.toMatch(/^>/)
  expect(result.recoveryMs, why).toBeLessThanOrEqual(SHORT.recoveryLimitMs)
}

describe('chat delivery under faults: one instance on the embedded database', () => {
  it(
    'loses and repeats nothing when the instance is killed during writes and restarted at once',
    () => expectExactDelivery(embeddedKilled),
    SCENARIO_TIMEOUT,
  )
})

// Two instances as separate processes on PostgreSQL with a private Redis, as in presence-failover.test.ts.
describe.skipIf(!DATABASE_URL || !hasRedisServer)(
  'chat delivery under faults: two instances on PostgreSQL and Redis',
  () => {
    let postgres: FreshPostgres

    beforeAll(async () => {
      postgres = await createPostgresDatabase(DATABASE_URL!)
    })
    afterAll(async () => {
      killAllChildren()
      await postgres?.drop()
    })

    it(
      "loses and repeats nothing when the sender's instance is killed and restarted",
      () => expectExactDelivery(instanceKilled, postgres.url),
      SCENARIO_TIMEOUT,
    )

    it(
      'loses and repeats nothing during a rolling restart: each instance shut down gracefully, then started again',
      () => expectExactDelivery(instanceRestartedGracefully, postgres.url),
      // Two instances booted again, one after the other.
      2 * SCENARIO_TIMEOUT,
    )

    it(
      'loses and repeats nothing while Redis is down',
      () => expectExactDelivery(redisDown, postgres.url),
      SCENARIO_TIMEOUT,
    )

    it(
      "shows every edit and reaction made while Redis is down on the other instance's viewer",
      () => expectExactDelivery(changesDuringRedisDown, postgres.url),
      SCENARIO_TIMEOUT,
    )

    it(
      "loses and repeats nothing while PostgreSQL is cut off and the viewer's page goes offline",
      () => expectExactDelivery(postgresDown, postgres.url),
      SCENARIO_TIMEOUT,
    )

    it(
      "reconnects the viewer's page once PostgreSQL is back, though its session was not cached when the outage met its reconnect",
      () => expectExactDelivery(postgresDownUncached, postgres.url),
      SCENARIO_TIMEOUT,
    )
  },
)
