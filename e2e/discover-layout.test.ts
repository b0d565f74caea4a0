import { eq } from 'drizzle-orm'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '../server/db/schema'
import { renderPortfolioImage } from '../server/db/seed/images'
import { uploadBytes } from '../server/features/uploads/upload-test-kit'
import { type ApiClient, createUser, validProfile } from '../test/client'
import { startTestServer, type TestServer } from '../test/server'
import { findAxeViolations } from './axe'
import { launchBrowser, openAs } from './browser'

// Like and Pass on screen without scrolling from a small phone to a laptop, and a card with
// the longest realistic content that never makes the page scroll sideways.

// Each test gets its own server and database, so every deck holds exactly the people the test made.
const suite = {} as { server: TestServer; browser: Browser }
beforeAll(async () => {
  suite.browser = await launchBrowser()
})
afterAll(async () => {
  await suite.browser?.close()
})
beforeEach(async () => {
  suite.server = await startTestServer()
})
afterEach(async () => {
  await suite.server?.close()
})

const SMALL_PHONE = { width: 360, height: 640 }
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** Someone whose card holds as much as a real profile might: long names, words, captions, 4 images. */
async function longestProfile() {
  const client = await createUser(suite.server.url, {
    firstName: 'Nomvula-Thandiwe',
    lastName: 'van der Westhuizen-Mahlangu',
  })
  // Captions are drawn into the images, at most two lines of 13 characters (server/db/seed/images.ts).
  const captions = ['Umhlanga Hotel rebrand', 'Kwa-Mashu mural 2024', 'Makhanda lookbook', 'Art Deco Jozi']
  const portfolioImages: string[] = []
  for (const caption of captions) {
    const image = await renderPortfolioImage(caption)
    const res = await uploadBytes(client, image.data, 'work.webp', image.contentType)
    expect(res.status).toBe(201)
    portfolioImages.push(res.body.url)
  }
  const profile = validProfile({
    profession: 'Other',
    customProfession: 'Sustainable Fashion, Textile & Surface Pattern Designer',
    location: 'Port Elizabeth, Eastern Cape',
    experience: 'Experienced (5+ years)',
    hourlyRate: 12_500,
    bio:
      'Award-winning designer working between Gqeberha and Johannesburg. Portfolio and process notes: ' +
      'https://www.behance.net/nomvula-thandiwe-vanderwesthuizen-mahlangu/projects/sustainable-textiles-2024 ' +
      'I collaborate with photographers, copywriters and developers on campaigns that give back to the ' +
      'communities they portray. Oorspronklikheidsbewustheid is my favourite Afrikaans word.',
    skills: [
      'Kommunikationsdesignerin',
      'Oorspronklikheidsbewustheid',
      'Adobe Illustrator',
      'Surface Pattern Design',
      'Screen printing',
      'Art direction',
      'Sustainability consulting',
      'Typography',
    ],
    portfolioImages,
  })
  expect((await client.post('/api/profiles', profile)).status).toBe(201)
  return client
}

async function browse(client: ApiClient | null, viewport: { width: number; height: number }, theme?: 'dark') {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  if (client) {
    await context.addInitScript(
      (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
      client.user!.id,
    )
  }
  return [context, page] as const
}

/** The bottom of what can be seen: the viewport, or the top of the phone's fixed bottom bar. */
const visibleBottom = (page: Page) =>
  page.evaluate(() => {
    const bars = [...document.querySelectorAll('nav')].filter(
      (nav) => getComputedStyle(nav).position === 'fixed' && nav.getBoundingClientRect().height > 0,
    )
    return Math.min(window.innerHeight, ...bars.map((bar) => bar.getBoundingClientRect().top))
  })

async function expectFullyVisible(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!
  const bottom = await visibleBottom(page)
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y + box.height).toBeLessThanOrEqual(bottom)
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('Discover fits the screen', () => {
  for (const [name, viewport] of Object.entries({ SMALL_PHONE, PHONE, LAPTOP })) {
    it(`shows Like, Pass and the whole card without scrolling on a ${viewport.width}×${viewport.height} screen (${name})`, async () => {
      const viewer = await createUser(suite.server.url, { firstName: 'Viewer', profile: {} })
      const person = await longestProfile()
      const [context, page] = await browse(viewer, viewport)
      await page.goto('/discover')
      const card = page.getByRole('article', { name: `${person.user!.firstName} ${person.user!.lastName}` })
      await card.waitFor()
      await page.getByRole('list', { name: 'Portfolio' }).getByRole('img').first().waitFor()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await expectFullyVisible(page, page.getByRole('button', { name: 'Like', exact: true }))
      await expectFullyVisible(page, page.getByRole('button', { name: 'Pass', exact: true }))
      await expectFullyVisible(page, card)
      // Still a card to read, not a sliver: the photo and some details.
      expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(240)
      expect(await horizontalOverflow(page)).toBe(0)
      await context.close()
    })
  }

  it('fits for a visitor too, under the Preview Mode banner', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const [context, page] = await browse(null, viewport)
      await page.goto('/discover')
      await page.getByRole('heading', { name: 'Preview Mode' }).waitFor()
      await page.getByRole('button', { name: 'Like', exact: true }).waitFor()
      await expectFullyVisible(page, page.getByRole('button', { name: 'Like', exact: true }))
      await expectFullyVisible(page, page.getByRole('button', { name: 'Pass', exact: true }))
      await context.close()
    }
  })

  it('keeps a card with the longest realistic content inside a 360 px screen, captions whole', async () => {
    const viewer = await createUser(suite.server.url, { firstName: 'Viewer', profile: {} })
    const person = await longestProfile()
    const [context, page] = await browse(viewer, SMALL_PHONE)
    await page.goto('/discover')
    const card = page.getByRole('article', { name: `${person.user!.firstName} ${person.user!.lastName}` })
    await card.waitFor()
    const thumbnails = card.getByRole('list', { name: 'Portfolio' }).getByRole('listitem')
    expect(await thumbnails.count()).toBe(4)
    // Down at the foot of the card's scrolling details, where the (lazy) images then load.
    await thumbnails.last().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        thumbnails.evaluateAll((items) => items.every((li) => li.querySelector('img')!.naturalWidth > 0)),
      )
      .toBe(true)
    expect(await horizontalOverflow(page)).toBe(0)
    // Nothing inside the card is wider than the card: long skills and the long link wrap.
    const overflowing = await card.evaluate((article) => {
      const right = article.getBoundingClientRect().right
      return [...article.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > right + 0.5)
        .map((el) => el.textContent?.slice(0, 40))
    })
    expect(overflowing).toEqual([])
    // Each portfolio piece shows whole, caption included: the thumbnail has the image's own shape
    // (a square crop cut the caption at both ends).
    const shapes = await thumbnails.evaluateAll((items) =>
      items.map((li) => {
        const img = li.querySelector('img')!
        return { box: li.clientWidth / li.clientHeight, image: img.naturalWidth / img.naturalHeight }
      }),
    )
    for (const shape of shapes) expect(Math.abs(shape.box - shape.image)).toBeLessThan(0.05)
    expect(await findAxeViolations(page)).toEqual([])
    await context.close()
  })
})

describe('Demo fits the screen', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`shows the demo deck's Like and Pass without scrolling at ${viewport.width}×${viewport.height}`, async () => {
      const [context, page] = await browse(null, viewport)
      await page.goto('/demo')
      await page.getByText('Step 1 of 5').waitFor()
      await page.getByRole('article', { name: 'Zanele Mokoena' }).waitFor()
      await expectFullyVisible(page, page.getByRole('button', { name: 'Like', exact: true }))
      await expectFullyVisible(page, page.getByRole('button', { name: 'Pass', exact: true }))
      expect(await horizontalOverflow(page)).toBe(0)
      await context.close()
    })
  }
})

// Screenshots to look at (SCREENSHOTS=1): phone and laptop, light and dark, English and Portuguese.
describe.runIf(process.env.SCREENSHOTS)('screenshots', () => {
  it('takes them', async () => {
    const viewer = await createUser(suite.server.url, {
      firstName: 'Viewer',
      profile: { location: 'Johannesburg, Gauteng' },
    })
    const person = await longestProfile()
    await person.post('/api/swipes', { swipedId: viewer.user!.id, action: 'like' })
    await suite.server.db.update(users).set({ isDemo: true }).where(eq(users.id, person.user!.id))
    for (const language of ['en', 'pt'] as const) {
      await viewer.put('/api/settings/app', { language })
      for (const theme of ['light', 'dark'] as const) {
        for (const [name, viewport] of Object.entries({ phone: PHONE, laptop: LAPTOP, small: SMALL_PHONE })) {
          const [context, page] = await browse(viewer, viewport, theme === 'dark' ? 'dark' : undefined)
          await page.goto('/discover')
          await page
            .getByRole('list', { name: /Portfolio|Portefólio/ })
            .getByRole('img')
            .last()
            .waitFor()
          await page.waitForTimeout(500)
          const file = `/tmp/disc/discover-${name}-${theme}-${language}`
          await page.screenshot({ path: `${file}.png` })
          if (name !== 'small') {
            await page.getByRole('button', { name: /^(Like|Gosto)$/ }).click()
            await page.getByRole('dialog').waitFor()
            await page.waitForTimeout(600)
            await page.screenshot({ path: `${file}-match.png` })
            expect((await viewer.delete(`/api/swipes/${person.user!.id}`)).status).toBe(200)
          }
          const visitor = await browse(null, viewport, theme === 'dark' ? 'dark' : undefined)
          await visitor[0].addInitScript(
            (lang) => localStorage.setItem('bubbles-preferences', JSON.stringify({ language: lang })),
            language,
          )
          await visitor[1].goto('/demo')
          await visitor[1].getByRole('article').first().waitFor()
          await visitor[1].waitForTimeout(500)
          await visitor[1].screenshot({ path: `/tmp/disc/demo-${name}-${theme}-${language}.png` })
          await visitor[1].goto('/discover')
          await visitor[1]
            .getByRole('article')
            .first()
            .waitFor({ state: 'attached' })
            .catch(() => {})
          await visitor[1].waitForTimeout(800)
          await visitor[1].screenshot({ path: `/tmp/disc/visitor-${name}-${theme}-${language}.png` })
          await visitor[0].close()
          await context.close()
        }
      }
    }
    // The phone's filter panel open, for someone whose place was typed by hand (Within is off).
    const typed = await createUser(suite.server.url, {
      firstName: 'Typed',
      profile: { location: 'Somewhere near the coast' },
    })
    for (const theme of ['light', 'dark'] as const) {
      const [context, page] = await browse(typed, PHONE, theme === 'dark' ? 'dark' : undefined)
      await page.goto('/discover')
      await page.getByRole('button', { name: 'Show filters' }).click()
      await page.getByRole('combobox', { name: 'Within' }).waitFor()
      await page.screenshot({ path: `/tmp/disc/filters-phone-${theme}.png`, fullPage: true })
      await context.close()
    }
  }, 600_000)
})
