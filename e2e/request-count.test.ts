import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createMatch, createTeam } from '../test/factories'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// docs/decisions/027: a screen's first load asks the server for each thing once. A second identical request is a
// query key that differs between two components, or a refetch on mount that should have been a cache hit;
// on a busy server it is a whole request's cost for nothing. The lists the screens make are printed, and
// recorded in bench/page-load.ts, which benchmarks them.

const suite = browserSuite()
let me: ApiClient

beforeAll(async () => {
  me = await createUser(suite.server.url, { firstName: 'Lerato', lastName: 'Mokoena', profile: {} })
  const others = await Promise.all(
    ['Amara', 'Bongani', 'Chloe'].map((firstName) =>
      createUser(suite.server.url, { firstName, lastName: 'Peer', profile: {} }),
    ),
  )
  for (const [index, other] of others.entries()) {
    const { conversationId } = await createMatch(suite.server, { a: me, b: other })
    await suite.server.db.insert(messages).values(
      Array.from({ length: 3 }, (_, n) => ({
        conversationId,
        senderId: n % 2 ? me.user!.id : other.user!.id,
        content: `Message ${n} of match ${index}`,
      })),
    )
  }
  await createTeam(suite.server, { owner: me, members: [others[0]!.user!], name: 'Kasi Coders' })
  await me.post('/api/portfolio', {
    title: 'Township barbers',
    description: 'A booking app',
    category: 'Web Development',
  })
})

/** Opens `path` signed in and collects every API request until the network has been quiet a while. */
async function apiRequestsOf(path: string, ready: (page: Page) => Promise<unknown>) {
  const [context, page] = await openAs(suite.browser, suite.server, me, { viewport: DESKTOP })
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  await page.goto(path)
  await ready(page)
  await page.waitForLoadState('networkidle')
  await context.close()
  return requests
}

const duplicates = (requests: string[]) =>
  requests.filter((request, index) => requests.indexOf(request) !== index)
const printed: string[] = []
afterAll(() => console.log(`First-load API requests per screen:\n${printed.join('\n')}`))

describe("each screen's first load makes each API request once", () => {
  // Opening a chat with unread messages marks it read (its newest page does): the bell and the Messages
  // badge were fetched alongside, maybe before the read, so their counts are fetched once more, once
  // (the page's answer and the socket's `messages-read` are one refresh, client/lib/query-client.ts).
  const repeatsAfterRead = ['GET /api/notifications']
  const screens: [string, string, (page: Page) => Promise<unknown>, string[]?][] = [
    ['Discover', '/discover', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
    [
      'Messages with a conversation open',
      '/matches',
      (page) =>
        page
          .getByRole('log', { name: 'Messages' })
          .getByText(/Message 2 of match/)
          .waitFor(),
      repeatsAfterRead,
    ],
    ['Teams', '/teams', (page) => page.getByRole('article', { name: 'Kasi Coders' }).waitFor()],
    ['Portfolio', '/portfolio', (page) => page.getByText('Township barbers').first().waitFor()],
    ['Profile', '/profile', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ['Settings', '/settings', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
  ]
  for (const [name, path, ready, repeats = []] of screens) {
    it(`${name} (${path})`, async () => {
      const requests = await apiRequestsOf(path, ready)
      printed.push(`${name}: ${requests.join(', ')}`)
      expect(requests.length).toBeGreaterThan(0)
      expect(duplicates(requests)).toEqual(repeats)
    })
  }
})

// On a slow phone, what the first screen shows is all it waits for. Its data is asked for with
// the page, before the app's code has run; the code of what it does not show (menus, popovers, the live
// connection, the call layer), the unread counts and the web app manifest are asked for once that screen
// is painted, so they never compete with it. Its own code and words come in one round of requests: a
// phone opens six connections to a server, and a seventh file waits for one of them to be free.
describe('a first screen waits only for what it shows', () => {
  const LATER =
    /\/assets\/(radix|menu-popover|notifications-popover|person-actions-dropdown|live-updates|socket|call-layer)-|^\/api\/notifications$/
  const screens: [string, string, string, string[]][] = [
    ['Discover', '/discover', 'main article', ['/api/settings', '/api/profiles/discover']],
    ['Messages', '/matches', 'main h1', ['/api/settings', '/api/matches', '/api/teams']],
  ]
  for (const [name, path, shown, early] of screens) {
    it(`${name} (${path})`, async () => {
      const [context, page] = await openAs(suite.browser, suite.server, me, { viewport: PHONE })
      // When the screen's content first exists, and when it is first painted (its largest paint: the
      // brand mark before it is no candidate), on the page's own clock (resource timings use it too).
      await page.addInitScript({
        content: `new PerformanceObserver((entries, observer) => {
          window.__paintedAt = entries.getEntries()[0].startTime
          observer.disconnect()
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new MutationObserver((_, observer) => {
          const now = performance.now()
          if (!window.__shownAt && document.querySelector(${JSON.stringify(shown)})) window.__shownAt = now
          if (!window.__manifestAt && document.querySelector('link[rel="manifest"]')) window.__manifestAt = now
          if (window.__shownAt && window.__manifestAt) observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
        // The boot code: the page's own modulepreload links (the app adds more for the chunks it loads).
        document.addEventListener('DOMContentLoaded', () => {
          window.__boot = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href)
        })`,
      })
      await page.goto(path)
      await page.locator(shown).first().waitFor()
      // What joins after the paint is awaited by name: on a busy machine the network can be quiet for
      // half a second between the screen's last request and the first of those (CI met it).
      await page.waitForFunction(
        (later) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new RegExp(later).test(new URL(entry.name).pathname)),
        LATER.source,
      )
      await page.waitForLoadState('networkidle')
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' })
      const { shownAt, paintedAt, manifestAt, resources, appCode, boot } = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const boot = (window as unknown as { __boot: string[] }).__boot
        return {
          boot: boot.map((href) => new URL(href).pathname),
          shownAt: (window as unknown as { __shownAt: number }).__shownAt,
          manifestAt: (window as unknown as { __manifestAt: number }).__manifestAt,
          paintedAt: (window as unknown as { __paintedAt: number }).__paintedAt,
          resources: entries.map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
          // The app's code runs once all of its boot code has arrived: anything asked for before that was
          // asked for by the page itself.
          appCode: Math.max(
            ...entries.filter((entry) => boot.includes(entry.name)).map((entry) => entry.responseEnd),
          ),
        }
      })
      const later = resources.filter((resource) => LATER.test(resource.path))
      expect(later.length).toBeGreaterThan(0)
      expect(paintedAt).toBeGreaterThanOrEqual(shownAt)
      for (const resource of later) expect(resource.startTime, resource.path).toBeGreaterThan(paintedAt)
      expect(manifestAt).toBeGreaterThan(paintedAt)
      // The screen's code and words: every script asked for after the boot code, before the screen showed.
      const screenCode = resources
        .filter(
          (resource) =>
            resource.path.startsWith('/assets/') &&
            resource.path.endsWith('.js') &&
            resource.startTime < shownAt &&
            !boot.includes(resource.path),
        )
        .map((resource) => resource.path)
      // At most six: one round of requests on a phone's six connections. A runtime import of a schema
      // module (zod, the error codes) from a first screen breaks it (shared/limits.ts holds plain numbers).
      expect(screenCode.length, screenCode.join(', ')).toBeLessThanOrEqual(6)
      for (const api of early) {
        const asked = resources.find((resource) => resource.path === api)
        expect(asked?.startTime, api).toBeLessThan(appCode)
      }
      await context.close()
    })
  }
})
