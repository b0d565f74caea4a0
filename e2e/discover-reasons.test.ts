import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { startTestServer, type TestServer } from '../test/server'
import { findAxeViolations } from './axe'
import { launchBrowser, openAs, PHONE } from './browser'

// Why a card is in the deck (docs/decisions/042): the server's reasons, worded on the card in the
// reader's language. Each test gets its own server, so each deck holds exactly the people it made.
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

type ProfileInput = NonNullable<Parameters<typeof createUser>[1]>['profile']
const member = (firstName: string, profile: ProfileInput = {}) =>
  createUser(server.url, { firstName, lastName: 'Tester', profile })

/** The viewer in Cape Town working with Figma, and Naledi in Cape Town too, also with Figma. */
async function neighbours() {
  const viewer = await member('Viewer', {
    profession: 'Web Developer',
    location: 'Cape Town, Western Cape',
    skills: ['Figma', 'TypeScript'],
  })
  await member('Naledi', {
    profession: 'UI/UX Designer',
    location: 'Cape Town, Western Cape',
    skills: ['Figma', 'Illustration', 'User research'],
    bio: 'Product designer who loves turning messy flows into calm, friendly screens.',
  })
  return viewer
}

async function browse(
  client: ApiClient,
  { viewport = PHONE, theme = 'light' }: { viewport?: typeof PHONE; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const [context, page] = await openAs(browser, server, client, { viewport, theme })
  contexts.push(context)
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  return page
}

const reasonsOf = (page: Page, name: string, label: string) =>
  page.getByRole('article', { name }).getByRole('list', { name: label }).getByRole('listitem')

describe('Discover card reasons', () => {
  it('says what the viewer and the card have in common: a shared skill and the same city', async () => {
    const viewer = await neighbours()
    const page = await browse(viewer)
    await page.goto('/discover')
    const reasons = reasonsOf(page, 'Naledi Tester', "Why you're seeing this profile")
    await expect
      .poll(() => reasons.allTextContents())
      .toEqual(['You both work with Figma', 'Also in Cape Town'])
    // Never a word of who liked whom.
    expect(await page.getByRole('article').first().textContent()).not.toMatch(/liked you/i)
    expect(await findAxeViolations(page)).toEqual([])
  })

  it('keeps the card accessible with its reasons in the dark theme', async () => {
    const viewer = await neighbours()
    const page = await browse(viewer, { theme: 'dark' })
    await page.goto('/discover')
    await reasonsOf(page, 'Naledi Tester', "Why you're seeing this profile").first().waitFor()
    expect(await findAxeViolations(page)).toEqual([])
  })

  it('words them in the reader’s language (German)', async () => {
    const viewer = await neighbours()
    expect((await viewer.put('/api/settings/app', { language: 'de' })).status).toBe(200)
    const page = await browse(viewer)
    await page.goto('/discover')
    const reasons = reasonsOf(page, 'Naledi Tester', 'Warum du dieses Profil siehst')
    await expect
      .poll(() => reasons.allTextContents())
      .toEqual(['Ihr arbeitet beide mit Figma', 'Auch in Cape Town'])
  })

  it('puts two skills and two professions into a sentence, and leaves out a kind it does not know', async () => {
    const viewer = await neighbours()
    const page = await browse(viewer)
    await withReasons(page, [
      { kind: 'team_up', params: { yours: 'Web Developer', theirs: 'UI/UX Designer' } },
      { kind: 'met_before', params: {} },
      { kind: 'shared_skills', params: { skills: ['Figma', 'React'] } },
    ])
    await page.goto('/discover')
    const reasons = reasonsOf(page, 'Naledi Tester', "Why you're seeing this profile")
    await expect
      .poll(() => reasons.allTextContents())
      .toEqual([
        'Web Developers and UI/UX Designers often team up here',
        'You both work with Figma and React',
      ])
  })

  it('shows nothing of the kind when a card has no reasons', async () => {
    const viewer = await neighbours()
    const page = await browse(viewer)
    await withReasons(page, [])
    await page.goto('/discover')
    const card = page.getByRole('article', { name: 'Naledi Tester' })
    await card.getByRole('list', { name: 'Skills' }).waitFor()
    expect(await card.getByRole('list', { name: "Why you're seeing this profile" }).count()).toBe(0)
  })
})

/** Every discover card the page receives carries `reasons` instead of the server's. */
async function withReasons(page: Page, reasons: unknown[]) {
  await page.route(/\/api\/profiles\/discover(\?|$)/, async (route) => {
    const response = await route.fetch()
    const cards = (await response.json()) as { reasons: unknown[] }[]
    await route.fulfill({ response, json: cards.map((card) => ({ ...card, reasons })) })
  })
}

// Screenshots to look at (SCREENSHOTS=1): phone and laptop, light and dark, English and German, and the
// longest sentence (German team-up) on the phone.
describe.runIf(process.env.SCREENSHOTS)('screenshots', () => {
  it('takes them', async () => {
    const dir = '/work/screens'
    mkdirSync(dir, { recursive: true })
    const viewer = await neighbours()
    const sizes = { phone: PHONE, laptop: { width: 1366, height: 768 } }
    for (const language of ['en', 'de'] as const) {
      await viewer.put('/api/settings/app', { language })
      for (const theme of ['light', 'dark'] as const) {
        for (const [size, viewport] of Object.entries(sizes)) {
          for (const teamUp of [false, true]) {
            if (teamUp && size === 'laptop') continue
            const page = await browse(viewer, { viewport, theme })
            if (teamUp)
              await withReasons(page, [
                {
                  kind: 'team_up',
                  params: { yours: 'Social Media Manager', theirs: 'Marketing Specialist' },
                },
                { kind: 'shared_skills', params: { skills: ['Figma', 'User research'] } },
              ])
            await page.goto('/discover')
            await page.getByRole('article', { name: 'Naledi Tester' }).getByRole('listitem').first().waitFor()
            await page.waitForTimeout(500)
            const name = `discover-reasons-${size}-${theme}-${language}${teamUp ? '-team-up' : ''}`
            await page.screenshot({ path: `${dir}/${name}.png` })
          }
        }
      }
    }
  })
})
