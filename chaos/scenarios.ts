// The faults. Each builds its own instances (and Redis, proxy) so one scenario's wreckage never
// leaks into the next; the two-instance ones share the run's fresh PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core'
import { startNginx } from '../test/nginx'
import { apiStore, type MessageStore, postgresStore, prepareDataDir } from './database'
import { chaosText, openConversation, waitShown } from './driver'
import { runTimeline, type ScenarioResult, type Size, unmeasured } from './harness'
import { matchedPair, signedInPage } from './people'
import { startPgProxy } from './pg-proxy'
import { defineInstance, defineRedis, freePort, type Instance, sleep } from './processes'

export interface RunContext {
  browser: Browser
  /** Unique per run: every text and person of the run carries it. */
  runId: string
  size: Size
  /** A folder for this run's data directories; the caller removes it. */
  tmpRoot: string
  /** The run's fresh PostgreSQL database (two-instance scenarios); absent when there is none. */
  postgresUrl?: string
  log?: (line: string) => void
}

export interface Scenario {
  /** The row's name in the table, which says how long the fault lasts where that is fixed. */
  title(size: Size): string
  slug: string
  /** Two instances on PostgreSQL with a private Redis. */
  needsPostgresAndRedis: boolean
  run(ctx: RunContext): Promise<ScenarioResult>
}

/** Ports for several processes, all different (two probes in a row may be handed the same port). */
async function freePorts(count: number) {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

/** Undo steps, run in reverse order whatever happened. */
class Teardown {
  private steps: (() => Promise<unknown> | unknown)[] = []
  add(step: () => Promise<unknown> | unknown) {
    this.steps.push(step)
  }
  async run() {
    for (const step of this.steps.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => {})
  }
}

interface Stage {
  sender: Page
  viewer: Page
  viewerContext: BrowserContext
  matchId: string
  /** Each page's live connection, watched from before it first opened. */
  reconnects: { sender: ReconnectWatch; viewer: ReconnectWatch }
}

/** The pair matched on `senderInstance`, the sender's page on it and the viewer's on `viewerInstance`. */
async function stage(
  ctx: RunContext,
  scenario: Scenario,
  senderInstance: Pick<Instance, 'url'>,
  viewerInstance: Pick<Instance, 'url'>,
  teardown: Teardown,
): Promise<Stage & { pair: Awaited<ReturnType<typeof matchedPair>> }> {
  const pair = await matchedPair(senderInstance.url, `${ctx.runId} ${scenario.slug}`)
  const [sender, viewer] = await Promise.all([
    signedInPage(ctx.browser, senderInstance.url, pair.sender),
    signedInPage(ctx.browser, viewerInstance.url, pair.viewer),
  ])
  teardown.add(() => sender.context.close())
  teardown.add(() => viewer.context.close())
  const reconnects = {
    sender: watchReconnects('sender', sender.page),
    viewer: watchReconnects('viewer', viewer.page),
  }
  await Promise.all([
    openConversation(sender.page, pair.matchId),
    openConversation(viewer.page, pair.matchId),
  ])
  return {
    sender: sender.page,
    viewer: viewer.page,
    viewerContext: viewer.context,
    matchId: pair.matchId,
    reconnects,
    pair,
  }
}

interface InstancesOptions {
  /** The database through the proxy that can cut it. */
  proxied: boolean
  /** More environment for instance B, the viewer's. */
  viewerEnv?: Record<string, string>
  /** More environment for both instances. */
  env?: Record<string, string>
  /**
   * Both pages reach the instances through deploy/nginx.conf, as people do in production: a page whose
   * instance goes away reconnects to the other one.
   */
  behindNginx?: boolean
}

/**
 * Instances A and B on the run's PostgreSQL (optionally through a proxy that can cut it), sharing a
 * private Redis: the production shape for more than one instance.
 */
async function twoInstances(
  ctx: RunContext,
  teardown: Teardown,
  { proxied, viewerEnv = {}, env = {} }: InstancesOptions,
) {
  if (!ctx.postgresUrl) throw new Error('needs PostgreSQL')
  const [redisPort, portA, portB] = await freePorts(3)
  const redis = defineRedis(redisPort!)
  teardown.add(() => redis.kill())
  await redis.start()
  let databaseUrl = ctx.postgresUrl
  const target = new URL(ctx.postgresUrl)
  const proxy = proxied
    ? await startPgProxy({ host: target.hostname, port: Number(target.port || 5432) })
    : undefined
  if (proxy) {
    teardown.add(() => proxy.close())
    databaseUrl = proxy.urlFor(ctx.postgresUrl)
  }
  const instance = (name: string, port: number, env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(ctx.tmpRoot, `${name}-`))
    const it = defineInstance(`instance ${name}`, port, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      // Uploads only; the data is in PostgreSQL.
      DATA_DIR: dataDir,
      ...env,
    })
    teardown.add(() => it.kill())
    return it
  }
  const a = instance('A', portA!, env)
  const b = instance('B', portB!, { ...env, ...viewerEnv })
  await Promise.all([a.start(), b.start()])
  return { a, b, redis, proxy }
}

const prefixFor = (ctx: RunContext, scenario: Scenario) => `chaos-${ctx.runId}-${scenario.slug}-`

async function withStore<T>(store: MessageStore, work: (store: MessageStore) => Promise<T>) {
  try {
    return await work(store)
  } finally {
    await store.close()
  }
}

type TwoInstances = Awaited<ReturnType<typeof twoInstances>> & Stage

/**
 * The shape of the PostgreSQL scenarios: two instances (through the cuttable proxy when `proxied`), the
 * pair's pages, and the timeline with the fault that `faultOf` makes from them.
 */
async function runOnTwoInstances(
  ctx: RunContext,
  scenario: Scenario,
  { expectedFaultMs, ...options }: InstancesOptions & { expectedFaultMs: number },
  faultOf: (setup: TwoInstances, teardown: Teardown) => () => Promise<void>,
): Promise<ScenarioResult> {
  const teardown = new Teardown()
  try {
    const instances = await twoInstances(ctx, teardown, options)
    const front = options.behindNginx
      ? await startNginx([instances.a, instances.b].map((instance) => new URL(instance.url).host))
      : undefined
    if (front) teardown.add(() => front.close())
    const staged = front
      ? await stage(ctx, scenario, front, front, teardown)
      : await stage(ctx, scenario, instances.a, instances.b, teardown)
    const fault = faultOf({ ...instances, ...staged }, teardown)
    return await withStore(postgresStore(ctx.postgresUrl!), (store) =>
      runTimeline({
        scenario: scenario.title(ctx.size),
        prefix: prefixFor(ctx, scenario),
        sender: staged.sender,
        viewer: staged.viewer,
        store,
        size: ctx.size,
        log: ctx.log,
        expectedFaultMs,
        fault,
      }),
    )
  } finally {
    await teardown.run()
  }
}

export const instanceKilled: Scenario = {
  title: () => 'instance killed',
  slug: 'instance-killed',
  needsPostgresAndRedis: true,
  run(ctx) {
    // kill -9 of the sender's instance; back on the same port after a while (then it boots).
    const expectedFaultMs = ctx.size.instanceDownMs + 4_000
    return runOnTwoInstances(ctx, this, { proxied: false, expectedFaultMs }, ({ a }) => async () => {
      await a.kill()
      await sleep(ctx.size.instanceDownMs)
      await a.start()
    })
  },
}

// Short: nginx does not probe /readyz; it moves on when the listener closes and refuses.
const RESTART_GRACE_MS = 1000
// docs/decisions/050: every client reconnected within 5 s.
const RECONNECT_LIMIT_MS = 5000
// nginx sends nothing to a server that refused a connection within its fail_timeout (10 s by default): a
// rolling restart waits that out before stopping the next instance, as it would wait for a load
// balancer's health check. Stopping B sooner leaves nginx no live upstream, and pages wait.
const NGINX_FAIL_TIMEOUT_MS = 10_000

/**
 * How long a page goes without its live connection: from the close of a WebSocket that was working to
 * the first frame on the next one (Socket.IO's handshake), so a failed attempt does not count as back.
 */
type ReconnectWatch = ReturnType<typeof watchReconnects>

function watchReconnects(name: string, page: Page) {
  let lostAt: number | undefined
  const gaps: number[] = []
  const onSocket = (socket: WebSocket) => {
    let working = false
    socket.once('framereceived', () => {
      working = true
      if (lostAt !== undefined) gaps.push(Date.now() - lostAt)
      lostAt = undefined
    })
    socket.once('close', () => {
      if (working) lostAt ??= Date.now()
    })
  }
  page.on('websocket', onSocket)
  return { name, gaps: () => gaps, disconnectedSince: () => lostAt }
}

/**
 * A rolling restart (docs/decisions/050) of two instances behind deploy/nginx.conf, both pages going through nginx:
 * SIGTERM to A, which stops taking connections after its grace period, finishes what is in flight, closes
 * its sockets (their pages reconnect through nginx, to B) and exits 0; A is started again, then the same
 * for B. Nothing acknowledged may be lost, nothing stored twice, and both pages catch up on their own.
 */
export const instanceRestartedGracefully: Scenario = {
  title: () => 'instance restarted gracefully',
  slug: 'instance-restarted-gracefully',
  needsPostgresAndRedis: true,
  run(ctx) {
    // Each instance: the grace period, its shutdown, then a boot of a few seconds.
    const expectedFaultMs = 2 * (RESTART_GRACE_MS + 5_000) + NGINX_FAIL_TIMEOUT_MS
    const env = { SHUTDOWN_GRACE_MS: String(RESTART_GRACE_MS) }
    const options = { proxied: false, expectedFaultMs, env, behindNginx: true }
    return runOnTwoInstances(ctx, this, options, ({ a, b, reconnects }) => async () => {
      const pages = [reconnects.sender, reconnects.viewer]
      for (const instance of [a, b]) {
        const code = await instance.stop()
        if (code !== 0)
          throw new Error(`${instance.name} exited with ${code} on SIGTERM:\n${instance.output()}`)
        ctx.log?.(`  ${instance.name} shut down cleanly; starting it again`)
        await instance.start()
        if (instance === a) await sleep(NGINX_FAIL_TIMEOUT_MS)
      }
      // A page still without its connection has until RECONNECT_LIMIT_MS after losing it.
      const deadline = Date.now() + RECONNECT_LIMIT_MS
      while (pages.some((page) => page.disconnectedSince() !== undefined) && Date.now() < deadline)
        await sleep(100)
      for (const page of pages) {
        const gaps = page.gaps()
        ctx.log?.(`  ${page.name}: ${gaps.length} reconnect(s), longest ${Math.max(0, ...gaps)} ms`)
        if (gaps.some((gap) => gap > RECONNECT_LIMIT_MS) || page.disconnectedSince() !== undefined)
          throw new Error(`the ${page.name}'s page took longer than ${RECONNECT_LIMIT_MS} ms to reconnect`)
      }
    })
  },
}

export const redisDown: Scenario = {
  title: (size) => `Redis down ${size.faultMs / 1000} s`,
  slug: 'redis-down',
  needsPostgresAndRedis: true,
  run(ctx) {
    // Instance A stores and tells its own sockets; nothing crosses to B until Redis is back.
    const expectedFaultMs = ctx.size.faultMs
    return runOnTwoInstances(ctx, this, { proxied: false, expectedFaultMs }, ({ redis }) => async () => {
      await redis.kill()
      await sleep(ctx.size.faultMs)
      await redis.start()
    })
  },
}

/**
 * PostgreSQL cut off for `postgresFaultMs`; meanwhile the viewer's page goes offline (half a second in,
 * once the outage has reached the instances) and comes back while the database is still away: its
 * reconnect (session check, room join, catch-up) meets the outage, not the healthy server.
 */
const cutPostgresWhileViewerReconnects =
  (ctx: RunContext) =>
  ({ proxy, viewer, viewerContext }: TwoInstances, teardown: Teardown) => {
    const { postgresFaultMs: faultMs, viewerOfflineMs } = ctx.size
    teardown.add(() => viewerContext.setOffline(false))
    return async () => {
      proxy!.cut()
      const offlineAt = 500
      // Counted, so the log shows the page really tried to reconnect during the outage.
      let attempts = 0
      const countAttempt = () => attempts++
      const offline = (async () => {
        await sleep(offlineAt)
        await viewerContext.setOffline(true)
        await sleep(viewerOfflineMs)
        viewer.on('websocket', countAttempt)
        await viewerContext.setOffline(false)
      })()
      await sleep(faultMs)
      await offline
      proxy!.restore()
      viewer.off('websocket', countAttempt)
      ctx.log?.(`  the viewer's page opened ${attempts} socket(s) after going online, database still away`)
    }
  }

export const postgresDown: Scenario = {
  title: (size) => `PostgreSQL down ${size.postgresFaultMs / 1000} s`,
  slug: 'postgres-down',
  needsPostgresAndRedis: true,
  run(ctx) {
    const expectedFaultMs = ctx.size.postgresFaultMs
    return runOnTwoInstances(
      ctx,
      this,
      { proxied: true, expectedFaultMs },
      cutPostgresWhileViewerReconnects(ctx),
    )
  },
}

/**
 * The same outage, but the viewer's instance no longer holds the session in its cache (a
 * page idle for more than the cache's 30 s), so the reconnect's handshake cannot check it. The
 * server must answer "try again", not a refusal after which Socket.IO never reconnects. The cache is
 * shortened to a second rather than waited out: the reconnect comes 2.5 s into the outage.
 */
export const postgresDownUncached: Scenario = {
  title: () => 'reconnect during a PostgreSQL outage, session not cached',
  slug: 'postgres-down-uncached',
  needsPostgresAndRedis: true,
  run(ctx) {
    const expectedFaultMs = ctx.size.postgresFaultMs
    return runOnTwoInstances(
      ctx,
      this,
      { proxied: true, expectedFaultMs, viewerEnv: { SESSION_CACHE_SECONDS: '1' } },
      cutPostgresWhileViewerReconnects(ctx),
    )
  },
}

export const embeddedKilled: Scenario = {
  title: () => 'embedded database killed',
  slug: 'embedded-killed',
  needsPostgresAndRedis: false,
  async run(ctx) {
    const teardown = new Teardown()
    try {
      // One instance on PGlite, no Redis: the single-machine install. Both people chat through it.
      const dataDir = mkdtempSync(join(ctx.tmpRoot, 'embedded-'))
      teardown.add(() => rmSync(dataDir, { recursive: true, force: true }))
      await prepareDataDir(dataDir)
      const [port] = await freePorts(1)
      const only = defineInstance('embedded instance', port!, { DATA_DIR: dataDir })
      teardown.add(() => only.kill())
      await only.start()
      const { sender, viewer, pair } = await stage(ctx, this, only, only, teardown)
      return await withStore(apiStore(pair.viewer, pair.matchId, pair.anchorId), (store) =>
        runTimeline({
          scenario: this.title(ctx.size),
          prefix: prefixFor(ctx, this),
          sender,
          viewer,
          store,
          size: ctx.size,
          log: ctx.log,
          expectedFaultMs: 5_000,
          // kill -9 right after a message was entered (a write in flight), started again at once: the
          // data-dir lock of the dead process must not keep the new one out.
          fault: async () => {
            await only.kill()
            await only.start()
          },
        }),
      )
    } finally {
      await teardown.run()
    }
  },
}

/** How many of these messages are stored edited, and how many reactions they hold. */
async function countChanges(postgresUrl: string, ids: string[]) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ edits: number; reactions: number }>(
      `select (select count(*)::int from messages where id = any($1) and edited_at is not null) as edits,
        (select count(*)::int from message_reactions where message_id = any($1)) as reactions`,
      [ids],
    )
    return rows[0]!
  } finally {
    await client.end()
  }
}

/**
 * Edits and reactions during a Redis outage, while the viewer's page is offline: the sender's instance
 * stores them and tells only its own sockets, so the viewer (on the other instance) hears none of them live. Once Redis is back, the
 * viewer's catch-up of changes (`?changedSince=`) must show every one: the edited words, each reaction
 * once. Counted as changes: typed = made, acked = answered 200, stored = in the database, delivered =
 * on the viewer's screen.
 */
export const changesDuringRedisDown: Scenario = {
  title: (size) => `edits and reactions, Redis down ${size.faultMs / 1000} s`,
  slug: 'changes-redis-down',
  needsPostgresAndRedis: true,
  async run(ctx) {
    const teardown = new Teardown()
    const title = this.title(ctx.size)
    try {
      const { a, b, redis } = await twoInstances(ctx, teardown, { proxied: false })
      const { viewer, viewerContext, pair } = await stage(ctx, this, a, b, teardown)
      teardown.add(() => viewerContext.setOffline(false))
      const prefix = prefixFor(ctx, this)
      // The messages to change, each on the viewer's screen first.
      const count = Math.max(4, Math.round(ctx.size.messages / 4))
      const ids: string[] = []
      for (let i = 0; i < count; i++) {
        const sent = await pair.sender.post('/api/messages', {
          conversationId: pair.conversationId,
          content: chaosText(prefix, i),
        })
        if (sent.status !== 201) throw new Error(`warm-up send answered ${sent.status}`)
        ids.push(sent.body.id)
      }
      for (let i = 0; i < count; i++) {
        if (!(await waitShown(viewer, prefix, chaosText(prefix, i), 10_000)))
          throw new Error('warm-up: a message never reached the viewer')
      }
      // The viewer's page then loads the chat afresh after one more message, sent once the others are
      // older than a catch-up's overlap: what brings the changes back is the catch-up of changes since
      // the version that load read, not a new read of recent messages or a reload of the whole chat.
      await sleep(6_000)
      const anchor = await pair.sender.post('/api/messages', {
        conversationId: pair.conversationId,
        content: chaosText(prefix, count),
      })
      if (anchor.status !== 201) throw new Error(`warm-up send answered ${anchor.status}`)
      await openConversation(viewer, pair.matchId)
      if (!(await waitShown(viewer, prefix, chaosText(prefix, count), 10_000)))
        throw new Error('warm-up: the last message never reached the viewer')
      // During the outage: each message edited, and given a 👍, one change every 350 ms.
      const changes: { id: string; kind: 'edit' | 'react'; acked: boolean }[] = []
      await redis.kill()
      // The viewer's page is offline meanwhile too: the sender's instance queues its publishes until
      // Redis is back, and only a page that was away misses them for good. It comes back while Redis
      // is still down, so only its catch-up can show what changed.
      await viewerContext.setOffline(true)
      const faultStart = Date.now()
      for (let i = 0; i < count; i++) {
        const edited = await pair.sender.patch(`/api/messages/${ids[i]}`, {
          content: `${chaosText(prefix, i)} edited`,
        })
        changes.push({ id: ids[i]!, kind: 'edit', acked: edited.status === 200 })
        await sleep(350)
        const reacted = await pair.sender.put(`/api/messages/${ids[i]}/reactions/${encodeURIComponent('👍')}`)
        changes.push({ id: ids[i]!, kind: 'react', acked: reacted.status === 200 })
        await sleep(350)
      }
      await viewerContext.setOffline(false)
      await sleep(Math.max(0, ctx.size.faultMs - (Date.now() - faultStart)))
      await redis.start()
      const faultEnd = Date.now()
      // Until the viewer shows every change (each edit's words, each 👍 once), or the cap.
      const shownOn = () =>
        viewer
          .evaluate((messageIds) => {
            return messageIds.map((id) => {
              const li = document.getElementById(`message-${id}`)
              const text = li?.textContent ?? ''
              const chips = li?.querySelectorAll('button[aria-pressed]') ?? []
              const thumbs = [...chips].filter((chip) => chip.textContent?.includes('👍'))
              return {
                edited: text.includes(' edited'),
                thumbs: thumbs.map((chip) => chip.textContent ?? ''),
              }
            })
          }, ids)
          .catch(() => undefined)
      let screen = await shownOn()
      const done = (now: typeof screen) => now?.every((m) => m.edited && m.thumbs.length === 1) ?? false
      while (!done(screen) && Date.now() - faultEnd < ctx.size.recoveryCapMs) {
        await sleep(100)
        screen = await shownOn()
      }
      const recoveryMs = done(screen) ? Date.now() - faultEnd : undefined
      const stored = await countChanges(ctx.postgresUrl!, ids)
      const delivered = (screen ?? []).reduce(
        (n, m) => n + (m.edited ? 1 : 0) + (m.thumbs.length > 0 ? 1 : 0),
        0,
      )
      const duplicates = (screen ?? []).reduce((n, m) => n + Math.max(0, m.thumbs.length - 1), 0)
      const acked = changes.filter((change) => change.acked).length
      const lost = Math.max(0, acked - delivered)
      const details: string[] = []
      if (lost > 0) details.push(`${lost} acknowledged changes not on the viewer's screen`)
      if (stored.edits + stored.reactions !== acked)
        details.push(`acked ${acked} changes, the database holds ${stored.edits + stored.reactions}`)
      return {
        scenario: title,
        typed: changes.length,
        acked,
        stored: stored.edits + stored.reactions,
        delivered,
        lost,
        duplicates,
        recoveryMs,
        recoveryCapMs: ctx.size.recoveryCapMs,
        failed: changes.length - acked,
        passed: lost === 0 && duplicates === 0 && recoveryMs !== undefined && details.length === 0,
        details,
      }
    } finally {
      await teardown.run()
    }
  },
}

export const SCENARIOS: Scenario[] = [
  instanceKilled,
  instanceRestartedGracefully,
  redisDown,
  changesDuringRedisDown,
  postgresDown,
  postgresDownUncached,
  embeddedKilled,
]

/** Runs one scenario; a broken set-up becomes a failed row with its error instead of ending the run. */
export async function runScenario(scenario: Scenario, ctx: RunContext): Promise<ScenarioResult> {
  ctx.log?.(`${scenario.title(ctx.size)}…`)
  try {
    return await scenario.run(ctx)
  } catch (error) {
    return unmeasured(scenario.title(ctx.size), ctx.size, {
      error: error instanceof Error ? error.message : String(error),
    })
  }
}
