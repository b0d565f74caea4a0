// One scenario's timeline, the same for every fault: warm up, stream, fault mid-stream, stop sending when
// the fault is over, watch the viewer recover, then count. The fault itself is the scenario's business.
import type { Page } from 'playwright-core'
import type { MessageStore } from './database'
import {
  chaosText,
  readScreen,
  revealOlder,
  type ScreenItem,
  sendStream,
  typeMessage,
  waitShown,
} from './driver'
import { sleep } from './processes'

export interface Size {
  /** Messages per scenario, warm-up included (the count is approximate: sending stops when the fault ends). */
  messages: number
  /** Messages sent one by one, each waited for on the viewer's screen, to prove the set-up before any fault. */
  warmup: number
  /** How long Redis stays away. */
  faultMs: number
  /**
   * How long PostgreSQL stays away: long enough that the viewer's page, back online after its own outage,
   * tries to reconnect while the database is still gone.
   */
  postgresFaultMs: number
  /** How long the killed sender's instance stays dead before it is started again (it then boots). */
  instanceDownMs: number
  /** How long the viewer's page is offline during the PostgreSQL outage. */
  viewerOfflineMs: number
  /** Between two messages: 700 ms is under 1.5 a second, inside the 120-a-minute budget. */
  intervalMs: number
  /** How long the driver waits for a message on the sender's own screen before typing the next. */
  shownTimeoutMs: number
  /** How long after the fault the viewer may take before the run gives up waiting ("> cap"). */
  recoveryCapMs: number
  /** Pass: every stored message on the viewer's screen within this long after the fault ended. */
  recoveryLimitMs: number
}

export const FULL: Size = {
  messages: 60,
  warmup: 3,
  faultMs: 10_000,
  postgresFaultMs: 10_000,
  instanceDownMs: 3_000,
  viewerOfflineMs: 2_000,
  intervalMs: 700,
  shownTimeoutMs: 3_000,
  recoveryCapMs: 30_000,
  recoveryLimitMs: 5_000,
}

/** The test suite's version: same faults, shorter, so the scenarios fit in a few minutes. */
export const SHORT: Size = {
  ...FULL,
  messages: 15,
  warmup: 2,
  faultMs: 3_000,
  postgresFaultMs: 5_000,
  instanceDownMs: 3_000,
  recoveryCapMs: 10_000,
}

export interface ScenarioResult {
  scenario: string
  typed: number
  acked: number
  /** Rows in the database (a duplicate row counts). */
  stored: number
  delivered: number
  lost: number
  duplicates: number
  /** From the end of the fault until the viewer showed every stored message; undefined: not within the cap. */
  recoveryMs?: number
  recoveryCapMs: number
  /** Shown as failed (with Retry) on the sender's screen: the person was told, so not lost. */
  failed: number
  passed: boolean
  /** Why it failed, with example texts. */
  details: string[]
  /** The set-up or the fault itself broke: nothing was measured. */
  error?: string
  skipped?: string
}

/** A row with nothing measured: a scenario skipped (`skipped`) or one whose set-up broke (`error`). */
export const unmeasured = (
  scenario: string,
  size: Size,
  outcome: { skipped: string } | { error: string },
): ScenarioResult => ({
  scenario,
  typed: 0,
  acked: 0,
  stored: 0,
  delivered: 0,
  lost: 0,
  duplicates: 0,
  recoveryCapMs: size.recoveryCapMs,
  failed: 0,
  passed: 'skipped' in outcome,
  details: [],
  ...outcome,
})

export interface Timeline {
  scenario: string
  prefix: string
  sender: Page
  viewer: Page
  store: MessageStore
  size: Size
  /** Injects the fault and resolves when it is over (the process answers again, the proxy lets through). */
  fault: () => Promise<void>
  /** How long the fault is expected to last, to place it so that about `size.messages` are sent. */
  expectedFaultMs: number
  log?: (line: string) => void
}

export async function runTimeline(t: Timeline): Promise<ScenarioResult> {
  const { prefix, sender, viewer, store, size } = t
  const log = t.log ?? (() => {})

  // Warm-up: each message must reach the other screen, or the set-up (not the fault) is broken.
  for (let i = 0; i < size.warmup; i++) {
    const text = chaosText(prefix, i)
    if (!(await typeMessage(sender, text))) throw new Error(`warm-up: could not type ${text}`)
    if (!(await waitShown(viewer, prefix, text, 15_000)))
      throw new Error(`warm-up: ${text} did not reach the viewer`)
  }
  const typedWarmup = Array.from({ length: size.warmup }, (_, i) => chaosText(prefix, i))

  // The fault starts right after a message was entered, so it lands on a write in flight.
  const faultMessages = Math.round(t.expectedFaultMs / size.intervalMs)
  const faultAt = size.warmup + Math.max(2, size.messages - size.warmup - faultMessages)
  let faultStart = 0
  let faultEnd = 0
  let faultError: unknown
  let faultDone: Promise<void> | undefined
  let endFault!: () => void
  const ended = new Promise<void>((resolve) => {
    endFault = resolve
  })
  const startFault = (after?: number) => {
    if (faultDone) return
    faultStart = Date.now()
    log(`  fault starts ${after === undefined ? 'on its own' : `after ${chaosText(prefix, after)}`}`)
    faultDone = t
      .fault()
      .catch((error) => {
        faultError = error
      })
      .finally(() => {
        faultEnd = Date.now()
        log(`  fault over after ${((faultEnd - faultStart) / 1000).toFixed(1)} s`)
        endFault()
      })
  }
  // If the page will not take messages at all, the fault still comes (and the run still ends).
  const fallback = setTimeout(() => startFault(), (faultAt - size.warmup + 5) * size.intervalMs + 30_000)
  // Evidence that the fault hit: when each message was entered and when the sender first saw it as sent.
  const enteredAt = new Map<string, number>()
  const ackedAt = new Map<string, number>()
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      for (const item of (await readScreen(sender, prefix)) ?? [])
        if (item.status === 'sent' && !ackedAt.has(item.text)) ackedAt.set(item.text, Date.now())
      await sleep(200)
    }
  })()
  const stream = await sendStream({
    page: sender,
    prefix,
    first: size.warmup,
    intervalMs: size.intervalMs,
    shownTimeoutMs: size.shownTimeoutMs,
    afterEnter: (i) => {
      enteredAt.set(chaosText(prefix, i), Date.now())
      if (i >= faultAt) startFault(i)
    },
    stop: ended,
  })
  clearTimeout(fallback)
  await faultDone
  if (faultError) {
    sampling = false
    throw faultError
  }
  const during = [...enteredAt].filter(([, at]) => at >= faultStart && at < faultEnd).map(([text]) => text)
  log(
    `  ${stream.typed.length} typed in the stream, ${during.length} during the fault; waiting for the viewer`,
  )

  const recoveredAt = await watchRecovery({ sender, viewer, store, prefix, faultEnd, size }).finally(() => {
    sampling = false
  })
  await sampler
  const lateAcks = during.filter((text) => (ackedAt.get(text) ?? Number.POSITIVE_INFINITY) >= faultEnd)
  const lastAck = Math.max(...lateAcks.map((text) => ackedAt.get(text) ?? 0))
  log(
    `  of those, ${lateAcks.length} were not shown as sent before the fault was over` +
      (lateAcks.length && lastAck > 0
        ? `; the last shown as sent ${seconds(lastAck - faultEnd)} after it`
        : '') +
      `; the viewer had them all ${recoveredAt === undefined ? 'never' : `${seconds(recoveredAt - faultEnd)} after it`}`,
  )

  // The final count, after a reader scrolled up through whatever a refetch paged away.
  await Promise.all([revealOlder(sender), revealOlder(viewer)])
  const [stored, viewerItems, senderItems] = await Promise.all([
    store.read(prefix),
    readScreen(viewer, prefix),
    readScreen(sender, prefix),
  ])
  return measure({
    scenario: t.scenario,
    typed: [...typedWarmup, ...stream.typed],
    stored,
    viewerItems: viewerItems ?? [],
    senderItems: senderItems ?? [],
    recoveryMs: recoveredAt === undefined ? undefined : Math.max(0, recoveredAt - faultEnd),
    size,
  })
}

/**
 * Polls every 100 ms from the end of sending: the moment from which the viewer's screen shows every
 * stored message, and keeps doing so while the sender still has messages on their way (an optimistic
 * client retries after the fault, so the stored set may still grow). Undefined when that never held.
 */
async function watchRecovery({
  sender,
  viewer,
  store,
  prefix,
  faultEnd,
  size,
}: {
  sender: Page
  viewer: Page
  store: MessageStore
  prefix: string
  faultEnd: number
  size: Size
}) {
  const settleMs = 1_000
  let recoveredAt: number | undefined
  for (;;) {
    const now = Date.now()
    const [stored, onViewer, onSender] = await Promise.all([
      store.read(prefix).catch(() => undefined),
      readScreen(viewer, prefix),
      readScreen(sender, prefix),
    ])
    if (stored && onViewer) {
      const shown = new Set(onViewer.map((item) => item.text))
      const missing = [...stored.keys()].filter((text) => !shown.has(text))
      if (missing.length === 0) recoveredAt ??= now
      else {
        recoveredAt = undefined
        // A refetch shows the newest page only; a reader scrolls up for the rest.
        await revealOlder(viewer)
      }
    }
    const stillSending = onSender?.some((item) => item.status === 'sending') ?? true
    if (recoveredAt !== undefined && !stillSending && now - recoveredAt >= settleMs) return recoveredAt
    if (now - faultEnd > size.recoveryCapMs)
      return recoveredAt !== undefined && !stillSending ? recoveredAt : undefined
    await sleep(Math.max(0, now + 100 - Date.now()))
  }
}

const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1)} s`

const examples = (texts: string[]) =>
  `${texts.length}: ${texts.slice(0, 6).join(', ')}${texts.length > 6 ? ', …' : ''}`

export function measure({
  scenario,
  typed,
  stored,
  viewerItems,
  senderItems,
  recoveryMs,
  size,
}: {
  scenario: string
  typed: string[]
  stored: Map<string, number>
  viewerItems: ScreenItem[]
  senderItems: ScreenItem[]
  recoveryMs: number | undefined
  size: Size
}): ScenarioResult {
  const onViewer = new Map<string, number>()
  for (const item of viewerItems) onViewer.set(item.text, (onViewer.get(item.text) ?? 0) + 1)
  const acked = new Set(senderItems.filter((item) => item.status === 'sent').map((item) => item.text))
  const failed = new Set(senderItems.filter((item) => item.status === 'failed').map((item) => item.text))

  // Three ways to lose a message; one message lost two ways counts once.
  const notDelivered = [...stored.keys()].filter((text) => !onViewer.has(text))
  const ackedNotStored = [...acked].filter((text) => !stored.has(text))
  const vanished = typed.filter((text) => !stored.has(text) && !failed.has(text))
  const lost = new Set([...notDelivered, ...ackedNotStored, ...vanished])

  const duplicateRows = [...stored].filter(([, count]) => count > 1)
  const duplicateOnViewer = [...onViewer].filter(([, count]) => count > 1)
  const duplicates =
    duplicateRows.reduce((sum, [, count]) => sum + count - 1, 0) +
    duplicateOnViewer.reduce((sum, [, count]) => sum + count - 1, 0)

  const details: string[] = []
  if (notDelivered.length) details.push(`stored, not on the viewer's screen ${examples(notDelivered)}`)
  if (ackedNotStored.length) details.push(`shown as sent, not stored ${examples(ackedNotStored)}`)
  if (vanished.length) details.push(`typed, neither stored nor shown as failed ${examples(vanished)}`)
  if (duplicateRows.length)
    details.push(`stored more than once ${examples(duplicateRows.map(([text]) => text))}`)
  if (duplicateOnViewer.length)
    details.push(`shown more than once to the viewer ${examples(duplicateOnViewer.map(([text]) => text))}`)
  if (recoveryMs === undefined)
    details.push(`the viewer did not show every stored message within ${size.recoveryCapMs / 1000} s`)
  else if (recoveryMs > size.recoveryLimitMs)
    details.push(`recovery took ${(recoveryMs / 1000).toFixed(1)} s (limit ${size.recoveryLimitMs / 1000} s)`)

  return {
    scenario,
    typed: typed.length,
    acked: acked.size,
    stored: [...stored.values()].reduce((sum, count) => sum + count, 0),
    delivered: onViewer.size,
    lost: lost.size,
    duplicates,
    recoveryMs,
    recoveryCapMs: size.recoveryCapMs,
    failed: failed.size,
    passed:
      lost.size === 0 && duplicates === 0 && recoveryMs !== undefined && recoveryMs <= size.recoveryLimitMs,
    details,
  }
}
