import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { openAs } from './browser'
import { browserSuite } from './suite'

// docs/decisions/024: Bubbles installs on a home screen, and its service worker never slows the landing page.
const suite = browserSuite()

/** The service worker's registration, once it is active (registered by the app when idle). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { scope: registration.scope, script: registration.active?.scriptURL }
  })

describe('installable', () => {
  it('serves a valid web app manifest, linked from the page, with its icons', async () => {
    const [context, page] = await openAs(suite.browser, suite.server, null)
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const response = await page.request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      name: 'Bubbles',
      short_name: 'Bubbles',
      start_url: '/',
      display: 'standalone',
      theme_color: '#7c3aed',
      background_color: '#f8fafc',
    })
    const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]).filter(
      (icon) => icon.type === 'image/png',
    )
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of pngs) {
      const file = await page.request.get(icon.src)
      expect(file.status()).toBe(200)
      const { width, height, format } = await sharp(await file.body()).metadata()
      expect(`${width}x${height}`).toBe(icon.sizes)
      expect(format).toBe('png')
    }
    await context.close()
  })

  it('registers the service worker after the landing page has painted, and it caches the offline page only', async () => {
    const [context, page] = await openAs(suite.browser, suite.server, null)
    // Notes what had happened on the page when the app asked to register its worker.
    await context.addInitScript(() => {
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
      navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
        ;(window as unknown as { registeredAfter: unknown }).registeredAfter = {
          painted: performance.getEntriesByName('first-contentful-paint').length > 0,
          landing: Boolean(document.querySelector('h1')),
        }
        return register(...args)
      }
    })
    await page.goto('/')
    const worker = await activeWorker(page)
    expect(worker).toEqual({ scope: `${suite.server.url}/`, script: `${suite.server.url}/sw.js` })
    expect(
      await page.evaluate(() => (window as unknown as { registeredAfter: unknown }).registeredAfter),
    ).toEqual({
      painted: true,
      landing: true,
    })
    // It keeps the offline page and its script, nothing else: API answers come from the network, never a
    // stale copy (e2e/offline.test.ts).
    const cached = await page.evaluate(async () => {
      const names = await caches.keys()
      const entries = await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      return { names, entries: entries.flat().sort() }
    })
    expect(cached).toEqual({ names: ['bubbles-offline-v1'], entries: ['/offline.html', '/offline.js'] })
    await context.close()
  })
})
