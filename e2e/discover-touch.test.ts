import { eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { swipes } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { startTestServer, type TestServer } from '../test/server'
import { launchBrowser, openAs } from './browser'

// A touch on the card's details swipes when it moves sideways and scrolls when it moves up or
// down; the card behind the top one shows no text; toasts leave the top bar and its bell uncovered.

// Each test gets its own server and database, so every deck holds exactly the people the test made.
let browser: Browser
let server: TestServer
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
  await server?.close()
})

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** Someone whose details run longer than the card, so that part of the card scrolls. */
const longMember = (firstName: string) =>
  createUser(server.url, {
    firstName,
    lastName: 'Tester',
    profile: {
      bio: 'Brand identities, packaging and murals for small businesses from Durban to Makhanda. '.repeat(6),
      skills: Array.from({ length: 20 }, (_, i) => `Surface pattern design ${i + 1}`),
    },
  })

/** A signed-in browser, a touch phone (or a laptop), with the first-visit tour already seen. */
async function browse(
  client: ApiClient,
  { viewport = PHONE, theme = 'light' }: { viewport?: typeof PHONE; theme?: 'light' | 'dark' } = {},
) {
  const [context, page] = await openAs(browser, server, client, { viewport, theme })
  contexts.push(context)
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  return page
}

async function touchPhone(client: ApiClient) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  })
  contexts.push(context)
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({ name, value, url: server.url, httpOnly: true })),
  )
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

/** A real finger through Chromium's input pipeline: the browser's own touch-action and scrolling apply. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }, steps = 12) {
  const cdp = await page.context().newCDPSession(page)
  const at = (i: number) => ({ x: from.x + (by.x * i) / steps, y: from.y + (by.y * i) / steps })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

const swipesBy = (client: ApiClient) =>
  server.db.select().from(swipes).where(eq(swipes.swiperId, client.user!.id))
const nameOf = (client: ApiClient) => `${client.user!.firstName} ${client.user!.lastName}`

async function openDiscover(page: Page, person: ApiClient) {
  await page.goto('/discover')
  const card = page.getByRole('article', { name: nameOf(person) })
  await card.waitFor()
  return card
}

/** A point on the card's lower half: its details (place, bio, skills), the part that scrolls. */
async function lowerHalf(card: Locator) {
  const box = (await card.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.75 }
}

describe('swiping by touch', () => {
  it('swipes a card when a touch on its details moves sideways', async () => {
    const viewer = await createUser(server.url, { firstName: 'Viewer', profile: {} })
    const person = await longMember('Nandi')
    const page = await touchPhone(viewer)
    const card = await openDiscover(page, person)
    const details = card.getByRole('group', { name: 'Details' })
    expect(await details.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)

    await drag(page, await lowerHalf(card), { x: 240, y: 12 })
    await page.getByText("You're all caught up!").waitFor()
    await expect.poll(async () => (await swipesBy(viewer)).map((s) => s.action)).toEqual(['like'])
  })

  it('scrolls the details, and does not swipe, when a touch on them moves up', async () => {
    const viewer = await createUser(server.url, { firstName: 'Viewer', profile: {} })
    const person = await longMember('Sipho')
    const page = await touchPhone(viewer)
    const card = await openDiscover(page, person)
    const details = card.getByRole('group', { name: 'Details' })
    const before = (await card.boundingBox())!

    await drag(page, await lowerHalf(card), { x: 6, y: -160 })
    await expect.poll(() => details.evaluate((el) => el.scrollTop)).toBeGreaterThan(40)
    // The card went back where it was and nobody was swiped.
    await expect.poll(async () => Math.round((await card.boundingBox())!.x)).toBe(Math.round(before.x))
    await page.waitForTimeout(500)
    expect(await swipesBy(viewer)).toHaveLength(0)
    expect(await card.isVisible()).toBe(true)
  })
})

/**
 * Every piece of text in the card behind the top one that a person could see: painted (not hidden, not
 * transparent, not clipped away by a scrolling or clamped box) and outside the top card's box. The top
 * card is opaque, so text inside its box is covered.
 */
const nextCardTextShowing = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('article:not([aria-hidden] *)')!.getBoundingClientRect()
    const behind = document.querySelector('[aria-hidden="true"][inert]:not([data-flying]) article')
    if (!behind) throw new Error('no card behind the top one')
    /** The part of `rect` left once every clipping box around `el` has cut it; null when hidden. */
    const painted = (el: Element, rect: DOMRect) => {
      let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom]
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
          return null
        if (node !== el && style.overflow !== 'visible') {
          const clip = node.getBoundingClientRect()
          left = Math.max(left, clip.left)
          top = Math.max(top, clip.top)
          right = Math.min(right, clip.right)
          bottom = Math.min(bottom, clip.bottom)
        }
      }
      return right - left > 0.5 && bottom - top > 0.5 ? { left, top, right, bottom } : null
    }
    const showing: string[] = []
    const walker = document.createTreeWalker(behind, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || !text.parentElement) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      for (const rect of range.getClientRects()) {
        const seen = painted(text.parentElement, rect)
        if (!seen) continue
        const covered =
          seen.left >= top.left - 0.5 &&
          seen.right <= top.right + 0.5 &&
          seen.top >= top.top - 0.5 &&
          seen.bottom <= top.bottom + 0.5
        if (!covered) showing.push(text.textContent.trim().slice(0, 40))
      }
    }
    return showing
  })

describe('the card behind the top one', () => {
  for (const [name, viewport] of Object.entries({ PHONE, LAPTOP })) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows none of its text around the top card (${name}, ${theme})`, async () => {
        const viewer = await createUser(server.url, { firstName: 'Viewer', profile: {} })
        await longMember('Ayanda')
        await longMember('Bongani')
        const page = await browse(viewer, { viewport, theme })
        await page.goto('/discover')
        await page.getByRole('article').first().waitFor()
        await page.waitForTimeout(400)
        expect(await nextCardTextShowing(page)).toEqual([])
        // Still out of reach of screen readers and the keyboard.
        expect(await page.getByRole('article').count()).toBe(1)
      })
    }
  }
})

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('toasts', () => {
  for (const [name, viewport] of Object.entries({ PHONE, LAPTOP })) {
    it(`cover neither the top bar nor the bell (${name})`, async () => {
      const viewer = await createUser(server.url, { firstName: 'Viewer', profile: {} })
      await createUser(server.url, { firstName: 'Lerato', profile: {} })
      const page = await browse(viewer, { viewport })
      await page.goto('/discover')
      await page.getByRole('article').first().waitFor()
      const bell = page.getByRole('button', { name: 'Notifications' })
      await bell.waitFor()
      await page.getByRole('button', { name: 'Pass', exact: true }).click()
      await page.getByRole('button', { name: 'Undo Last Swipe' }).click()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Undo successful' })
      await toast.waitFor()
      // Past its entrance animation, where it rests.
      await page.waitForTimeout(600)
      const box = (await toast.boundingBox())!
      const header = (await page.getByRole('banner').boundingBox())!
      expect(overlaps(box, header)).toBe(false)
      expect(overlaps(box, (await bell.boundingBox())!)).toBe(false)
      // And it is still on screen, clear of the phone's bottom bar.
      const bars = await page
        .getByRole('navigation')
        .evaluateAll((navs) =>
          navs
            .filter(
              (nav) => getComputedStyle(nav).position === 'fixed' && nav.getBoundingClientRect().height > 0,
            )
            .map((nav) => nav.getBoundingClientRect().top),
        )
      expect(box.y + box.height).toBeLessThanOrEqual(Math.min(viewport.height, ...bars))
    })
  }
})
