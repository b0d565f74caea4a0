// Drives the real chat in Chromium the way a person does (type, Enter) and reads what the screens show.
// Nothing here calls the API to send: the client's own send, retry and catch-up logic is what is tested.
import type { Page } from 'playwright-core'
import { sleep } from './processes'

export type Status = 'sent' | 'sending' | 'failed'
export interface ScreenItem {
  text: string
  status: Status
}

/** The composer: its label is exactly "Message" ("Send message" and the "Messages" log also match loosely). */
export const composer = (page: Page) => page.getByLabel('Message', { exact: true })
export const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' })

/** The chaos texts: a run- and scenario-unique prefix and a 3-digit number, so "…-001" is never "…-0012". */
export const chaosText = (prefix: string, i: number) => `${prefix}${String(i).padStart(3, '0')}`

/** Opens the conversation with the match on /matches (the URL the list itself links to). */
export async function openConversation(page: Page, matchId: string) {
  await page.goto(`/matches?match=${matchId}`)
  await chatLog(page).waitFor()
  await composer(page).waitFor()
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLTextAreaElement>('textarea')
    return input !== null && !input.disabled
  })
}

/**
 * In the page: every chaos message in the log, in order, with its status. A message is an `li`; its
 * `data-status` says sent, sending or failed (absent: the client that does not tell, so sent). The text
 * is found in the li's text by pattern, so markup around it (time, "Seen", a Retry button) does not matter.
 */
function itemsInPage(prefix: string): { text: string; status: string }[] | null {
  const log = document.querySelector('[role="log"][aria-label="Messages"]')
  if (!log) return null
  const pattern = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d{3}`)
  const items: { text: string; status: string }[] = []
  for (const li of log.querySelectorAll('li')) {
    const match = li.textContent?.match(pattern)
    if (match) items.push({ text: match[0], status: li.getAttribute('data-status') ?? 'sent' })
  }
  return items
}

/** What the page shows now; undefined while it cannot be read (navigating, chat not rendered). */
export async function readScreen(page: Page, prefix: string): Promise<ScreenItem[] | undefined> {
  try {
    const items = await page.evaluate(itemsInPage, prefix)
    return items?.map(({ text, status }) => ({
      text,
      status: status === 'sending' || status === 'failed' ? status : 'sent',
    }))
  } catch {
    return undefined
  }
}

/**
 * Resolves true once `text` is in the page's log (any status), false after `timeoutMs` or as soon as
 * `stop` resolves.
 */
export async function waitShown(
  page: Page,
  prefix: string,
  text: string,
  timeoutMs: number,
  stop?: Promise<unknown>,
) {
  let stopped = false
  void stop?.then(() => {
    stopped = true
  })
  const deadline = Date.now() + timeoutMs
  while (!stopped && Date.now() < deadline) {
    if ((await readScreen(page, prefix))?.some((item) => item.text === text)) return true
    await sleep(50)
  }
  return false
}

/**
 * Clicks "Load older messages" until it is gone, as a reader scrolling up would. A refetched chat shows
 * its newest page only; older messages are one click away, in place, and not lost. (It never hides a
 * gap: older pages are fetched before the oldest message shown, so a hole in the middle stays a hole.)
 */
export async function revealOlder(page: Page) {
  const button = page.getByRole('button', { name: 'Load older messages' })
  const loading = chatLog(page).getByText('Loading older messages')
  for (let round = 0; round < 30; round++) {
    // Still fetching the page asked for: its messages are not in the list yet.
    if ((await loading.count().catch(() => 0)) > 0) {
      await sleep(200)
      continue
    }
    if ((await button.count().catch(() => 0)) === 0) return
    await button.click({ timeout: 2000 }).catch(() => {})
    await sleep(200)
  }
}

/** Types one message and presses Enter. False when the page would not take it (composer not there). */
export async function typeMessage(page: Page, text: string) {
  try {
    const input = composer(page)
    await input.fill(text, { timeout: 2000 })
    await input.press('Enter', { timeout: 2000 })
    return true
  } catch {
    return false
  }
}

export interface StreamOptions {
  page: Page
  prefix: string
  /** Numbers of the messages to send: first, first + 1, … */
  first: number
  /** At least this long between two Enters: the server allows 120 messages a minute per person. */
  intervalMs: number
  /**
   * How long to wait for a message to appear in the sender's own list before typing the next one. The
   * client without optimistic sending ignores typing while a send is pending, so the driver must wait;
   * the optimistic client shows it at once.
   */
  shownTimeoutMs: number
  /** Called right after message `i` was entered, before it shows: a fault injected here hits a write. */
  afterEnter?: (i: number) => void
  /** Sending stops when this resolves; a wait for the last message to show is cut short by it. */
  stop: Promise<unknown>
}

export interface StreamResult {
  /** Texts the person typed and pressed Enter on. */
  typed: string[]
  /** Of those, the ones that never appeared on the sender's own screen while the driver waited. */
  notShown: string[]
  /** Texts the page would not even take (composer missing or disabled): not typed, so not counted. */
  refused: string[]
}

/** A steady stream of messages, one every `intervalMs` at most, until `stop`. */
export async function sendStream(options: StreamOptions): Promise<StreamResult> {
  const { page, prefix, intervalMs, shownTimeoutMs, stop } = options
  const result: StreamResult = { typed: [], notShown: [], refused: [] }
  let stopped = false
  void stop.then(() => {
    stopped = true
  })
  let lastEnter = 0
  for (let i = options.first; !stopped; i++) {
    // Never a burst to catch up after a slow message: the rate stays under the server's budget.
    const wait = lastEnter + intervalMs - Date.now()
    if (wait > 0) await Promise.race([sleep(wait), stop])
    if (stopped) break
    const text = chaosText(prefix, i)
    lastEnter = Date.now()
    if (!(await typeMessage(page, text))) {
      result.refused.push(text)
      continue
    }
    result.typed.push(text)
    options.afterEnter?.(i)
    if (!(await waitShown(page, prefix, text, shownTimeoutMs, stop)) && !stopped) result.notShown.push(text)
  }
  return result
}
