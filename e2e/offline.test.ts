import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createUser } from '../test/client'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

const SHOTS = process.env.SCREENSHOTS
/** With SCREENSHOTS=<dir>, a picture of the page to look at. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return
  const dir = SHOTS === '1' ? '/tmp/offline-shots' : SHOTS
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png` })
}

// The service worker is registered once the browser is idle after the first screen (at most 5 s), and
// controls the page once it has taken over.
const workerReady = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 })

describe('offline', () => {
  for (const [viewport, theme] of [
    [PHONE, 'light'],
    [DESKTOP, 'dark'],
  ] as const)
    it(`says so in a banner, and a page loaded without a network is the offline page (${viewport.width}px, ${theme})`, async () => {
      const me = await createUser(suite.server.url, { profile: {} })
      const [context, page] = await openAs(suite.browser, suite.server, me, { viewport, theme })
      try {
        await page.goto('/discover')
        await workerReady(page)
        const banner = page.getByText("You're offline; messages will be sent when you reconnect")
        expect(await banner.count()).toBe(0)

        await context.setOffline(true)
        await banner.waitFor()
        await shot(page, `banner-${viewport.width}-${theme}`)

        // Loading a page with no network: the offline page, not the browser's error.
        await page.goto('/matches')
        await page.getByRole('heading', { name: "You're offline" }).waitFor()
        await page.getByRole('button', { name: 'Try again' }).waitFor()
        await shot(page, `page-${viewport.width}-${theme}`)

        // Back online, the page asked for loads by itself.
        await context.setOffline(false)
        await page.waitForURL('**/matches')
        await page.locator('main#main').waitFor()
        expect(await banner.count()).toBe(0)
      } finally {
        await context.close()
      }
    })

  it('leaves the API to the network: no answer of the API comes from the worker', async () => {
    const me = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, me)
    try {
      await page.goto('/discover')
      await workerReady(page)
      const fromWorker: string[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker())
          fromWorker.push(response.url())
      })
      const deck = page.waitForResponse((response) => response.url().includes('/api/profiles/discover'))
      await page.reload()
      expect((await deck).fromServiceWorker()).toBe(false)
      expect(fromWorker).toEqual([])
    } finally {
      await context.close()
    }
  })
})
