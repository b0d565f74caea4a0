import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { messages } from '../server/db/schema'
import { ApiClient, createUser, validProfile } from '../test/client'
import { createMatch } from '../test/factories'
import { DESKTOP, devSignIn, PHONE, uniqueEmail } from './browser'
import { browserSuite } from './suite'

// South African time. A browser in Johannesburg shows SAST: at sign-up, and once
// for a member who was left on the default UTC, with a toast that says so.

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const SAST = 'Africa/Johannesburg'
const ADOPTED = 'Times now show in Johannesburg (SAST). Change this in Settings.'

/**
 * A browser whose clock runs in Johannesburg, signed in as `client` (or signed out), that records the
 * text of every toast any of its tabs shows, even one that has gone by the time the test looks.
 */
async function johannesburgBrowser(client: ApiClient | null, viewport = DESKTOP) {
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport, timezoneId: SAST })
  contexts.push(context)
  if (client) {
    await context.addCookies(
      [...client.cookies].map(([name, value]) => ({ name, value, url: suite.server.url, httpOnly: true })),
    )
  }
  const toasts: string[] = []
  await context.exposeBinding('recordToast', (_source, text: string) => void toasts.push(text))
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (seen.has(toast) || !toast.textContent) continue
        seen.add(toast)
        ;(window as unknown as { recordToast: (text: string) => void }).recordToast(toast.textContent)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const newPage = async () => {
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    return page
  }
  return { context, toasts, newPage }
}

const person = (firstName: string, lastName: string) =>
  createUser(suite.server.url, { firstName, lastName, profile: {} })

/** A match whose chat holds one message from Bongani at a known instant, on the whole minute. */
async function chatWithMessage() {
  const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
  const { conversationId } = await createMatch(suite.server, { a: amara, b: bongani })
  const instant = new Date(Math.floor((Date.now() - 2 * 60_000) / 60_000) * 60_000)
  await suite.server.db
    .insert(messages)
    .values({ conversationId, senderId: bongani.user!.id, content: 'Coffee at ten?', createdAt: instant })
  return { amara, bongani, instant }
}

/** "03:54" as the test works it out itself. */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(instant)
const messageTime = (page: Page) =>
  page
    .getByRole('log', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Coffee at ten?' })
    .locator('time')
const settle = (page: Page) => page.waitForTimeout(1500)

describe('South African time', () => {
  it('moves a member left on the default UTC to SAST once, in every tab, and says so once', async () => {
    const { amara, instant } = await chatWithMessage()
    const sast = wallTime(instant, SAST)
    expect(sast).not.toBe(wallTime(instant, 'UTC'))

    // Two tabs open at the same moment: both show SAST, only one toast is shown between them.
    const browser = await johannesburgBrowser(amara)
    const [first, second] = await Promise.all([browser.newPage(), browser.newPage()])
    await Promise.all([first.goto('/matches'), second.goto('/matches')])
    await expect.poll(() => messageTime(first).textContent()).toBe(sast)
    await expect.poll(() => messageTime(second).textContent()).toBe(sast)
    await expect.poll(() => browser.toasts).toContain(ADOPTED)
    await settle(first)
    expect(browser.toasts.filter((text) => text === ADOPTED)).toHaveLength(1)
    expect((await amara.get('/api/settings')).body.app.timezone).toBe(SAST)

    // The next visit: still SAST, nothing said again.
    await first.reload()
    await expect.poll(() => messageTime(first).textContent()).toBe(sast)
    await settle(first)
    expect(browser.toasts.filter((text) => text === ADOPTED)).toHaveLength(1)

    // Settings shows the zone, by its name.
    await first.goto('/settings')
    await expect.poll(() => first.locator('#app-timezone').textContent()).toBe('Johannesburg (SAST)')
  })

  it('signs a new member up in SAST from a Johannesburg browser, with nothing to announce', async () => {
    const browser = await johannesburgBrowser(null, PHONE)
    const page = await browser.newPage()
    const email = uniqueEmail('naledi')
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Started with Google' }).click()
    await page.waitForURL('**/dev-login')
    await devSignIn(page, { firstName: 'Naledi', lastName: 'Khumalo', email })
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Naledi!' }).waitFor()
    // Onboarding done through the API with the browser's session: the settings page is for members.
    const naledi = new ApiClient(suite.server.url)
    for (const cookie of await browser.context.cookies()) naledi.cookies.set(cookie.name, cookie.value)
    expect((await naledi.post('/api/profiles', validProfile())).status).toBe(201)
    expect((await naledi.get('/api/settings')).body.app).toMatchObject({ timezone: SAST, timezoneSet: true })

    await page.goto('/settings')
    await expect.poll(() => page.locator('#app-timezone').textContent()).toBe('Johannesburg (SAST)')
    await settle(page)
    expect(browser.toasts).not.toContain(ADOPTED)
  })

  it('keeps UTC for a member who chose it, whatever the browser says', async () => {
    const { amara, instant } = await chatWithMessage()
    expect((await amara.put('/api/settings/app', { timezone: 'UTC' })).status).toBe(200)
    const browser = await johannesburgBrowser(amara, PHONE)
    const page = await browser.newPage()
    await page.goto('/matches')
    await page.getByRole('button', { name: /Bongani Zulu/ }).click()
    await expect.poll(() => messageTime(page).textContent()).toBe(wallTime(instant, 'UTC'))
    await settle(page)
    expect(browser.toasts).not.toContain(ADOPTED)
    expect((await amara.get('/api/settings')).body.app.timezone).toBe('UTC')
  })
})
