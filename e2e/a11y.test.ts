import { readFileSync } from 'node:fs'
import { LANGUAGES } from '@shared/options'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

const SIGNED_OUT_PAGES = [
  ['landing', '/', 'Get Started with Google'],
  ['privacy policy', '/privacy-policy', 'Back to Home'],
  ['terms of service', '/terms-of-service', 'Back to Home'],
  ['dev sign-in', '/dev-login', 'Development sign-in'],
  ['sign-in', '/sign-in', 'Sign in to Bubbles'],
  ['404', '/no-such-page', 'Back to Home'],
] as const

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [name, path, landmark] of SIGNED_OUT_PAGES) {
      it(`finds no violations on the ${name} page in the ${theme} theme`, async () => {
        const viewport = theme === 'light' ? PHONE : DESKTOP
        const [context, page] = await openAs(suite.browser, suite.server, null, { viewport, theme })
        await page.goto(path)
        await page.getByText(landmark, { exact: true }).first().waitFor()
        expect(await findAxeViolations(page)).toEqual([])
        await context.close()
      })
    }
  }

  it('finds no violations on the profile creation form', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Ama' })
    const [context, page] = await openAs(suite.browser, suite.server, user)
    await page.goto('/')
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Ama!' }).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await context.close()
  })
})

// Landing, discover and matches are axe-clean in both themes and in all five languages. One
// page per language and screen: the theme is "system" and the test flips the emulated colour scheme, so
// light and dark are checked without loading the page twice.
type Common = { a11y: { skipToContent: string } }

describe('accessibility of the first screens in every language and both themes', () => {
  let member: ApiClient
  let conversationText: string

  beforeAll(async () => {
    const url = suite.server.url
    let partner: ApiClient
    ;[member, partner] = await Promise.all([
      createUser(url, { firstName: 'Zinhle', lastName: 'Mthembu', profile: {} }),
      createUser(url, { firstName: 'Pieter', lastName: 'Botha', profile: { profession: 'Writer' } }),
      // Someone left in the Discover deck, so the card and its buttons are checked too.
      createUser(url, { firstName: 'Ayanda', lastName: 'Khoza', profile: { profession: 'Illustrator' } }),
    ])
    await member.post('/api/swipes', { swipedId: partner.user!.id, action: 'like' })
    const liked = await partner.post('/api/swipes', { swipedId: member.user!.id, action: 'like' })
    conversationText = 'Sawubona! Shall we start the zine on Monday?'
    await partner.post('/api/messages', {
      conversationId: liked.body.match.conversationId,
      content: conversationText,
    })
  })

  /** Axe in the light colour scheme, then in the dark one, on the page as it is. */
  async function expectCleanInBothThemes(page: Page, label: string) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.waitForFunction(
        (dark) => document.documentElement.classList.contains('dark') === dark,
        colorScheme === 'dark',
      )
      expect(await findAxeViolations(page), `${label}, ${colorScheme}`).toEqual([])
    }
  }

  /**
   * A phone-sized page in `language`: a visitor's comes from the browser's languages, a member's from
   * their settings (and the browser too, so the first paint is already right).
   */
  async function open(language: string, who: ApiClient | null, path: string) {
    if (who) expect((await who.put('/api/settings/app', { language })).status).toBe(200)
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: PHONE,
      locale: language,
    })
    if (who) {
      const url = suite.server.url
      await context.addCookies(
        [...who.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true })),
      )
    }
    await context.addInitScript(() => localStorage.setItem('bubbles-ui-theme', 'system'))
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await page.goto(path)
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language)
    // The words too, not only the attribute: the skip link is on every page, in the shell's language.
    const skip = (JSON.parse(readFileSync(`locales/client/${language}/common.json`, 'utf8')) as Common).a11y
      .skipToContent
    await page.locator('a[href="#main"]', { hasText: skip }).waitFor({ state: 'attached' })
    return [context, page] as const
  }

  for (const language of LANGUAGES) {
    it(`finds no violations on landing, discover and matches in ${language}`, async () => {
      const screens = [
        [null, '/', (page: Page) => page.getByRole('heading', { level: 1 }).waitFor()],
        [member, '/discover', (page: Page) => page.getByText('Ayanda Khoza').first().waitFor()],
        [member, '/matches', (page: Page) => page.getByText(conversationText).first().waitFor()],
      ] as const
      for (const [who, path, ready] of screens) {
        const [context, page] = await open(language, who, path)
        await ready(page)
        await page.waitForLoadState('networkidle')
        await expectCleanInBothThemes(page, `${path} in ${language}`)
        await context.close()
      }
    })
  }
})
