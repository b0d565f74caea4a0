import { mkdirSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createMatch } from '../test/factories'
import { findAxeViolations } from './axe'
import { devSignIn, newPage, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// Moderators work /admin without a creative profile, and read reported messages whole.
const ADMIN_EMAIL = 'moderator-e2e@example.com'
// A moderator who is a member too: the report view is the same for both.
const MEMBER_ADMIN_EMAIL = 'moderator-member-e2e@example.com'
const LAPTOP = { width: 1366, height: 768 }
const suite = browserSuite({ ADMIN_EMAILS: `${ADMIN_EMAIL},${MEMBER_ADMIN_EMAIL}` })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const SENTENCE =
  'I have thought about the mural all week and I want to write it down properly before we meet. '
const LONG = `${SENTENCE.repeat(9)}END-OF-LONG-MESSAGE`
const LINK = `https://example.com/portfolio/${'unbroken'.repeat(40)}`
const CONVERSATION = [
  ['reported', 'Hi, are you still looking for a painter?'],
  ['reporter', LONG],
  ['reported', 'First line\nSecond line\nThird line, after a break'],
  ['reported', LINK],
  ['reporter', 'Please stop writing to me.'],
] as const

/** `reporter` reports `reported` after the five messages above; both have profiles. */
async function reportAfterConversation(reporterName: string, reportedName: string) {
  const person = (firstName: string, lastName: string) =>
    createUser(suite.server.url, { firstName, lastName, profile: { profession: 'Painter' } })
  const [reporter, reported] = await Promise.all([
    person(reporterName, 'Reporter'),
    person(reportedName, 'Reported'),
  ])
  const { conversationId } = await createMatch(suite.server, { a: reporter, b: reported })
  const people = { reporter, reported }
  for (const [who, content] of CONVERSATION) {
    expect((await people[who].post('/api/messages', { conversationId, content })).status).toBe(201)
  }
  const filed = await reporter.post('/api/reports', { userId: reported.user!.id, reason: 'harassment' })
  expect(filed.status).toBe(201)
  return { reporter, reported, name: `${reportedName} Reported` }
}

/** The API client of the moderator who has a profile. */
let moderator: Promise<ApiClient> | undefined
const signInModerator = () => {
  moderator ??= createUser(suite.server.url, {
    firstName: 'Zanele',
    lastName: 'Moderator',
    email: MEMBER_ADMIN_EMAIL,
    profile: { profession: 'Editor' },
  })
  return moderator
}

async function openAdmin(viewport: typeof PHONE, theme: 'light' | 'dark', path = '/admin') {
  const [context, page] = await openAs(suite.browser, suite.server, await signInModerator(), {
    viewport,
    theme,
  })
  contexts.push(context)
  await page.goto(path)
  return page
}

/**
 * Where the report's transcript hides any of its text: the list scrolling inside itself, a message
 * reaching past the list's edges or past its own width, or the page wider than the screen.
 */
const clipping = (list: Locator) =>
  list.evaluate((ol) => {
    const box = ol.getBoundingClientRect()
    const problems: string[] = []
    if (ol.scrollHeight > ol.clientHeight + 1)
      problems.push(`list scrolls: ${ol.scrollHeight} > ${ol.clientHeight}`)
    for (const [i, li] of [...ol.children].entries()) {
      const r = li.getBoundingClientRect()
      if (
        r.top < box.top - 1 ||
        r.bottom > box.bottom + 1 ||
        r.left < box.left - 1 ||
        r.right > box.right + 1
      )
        problems.push(`message ${i + 1} reaches outside the list`)
      if (li.scrollWidth > li.clientWidth + 1) problems.push(`message ${i + 1} is wider than its box`)
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('page scrolls sideways')
    return problems
  })

const transcript = (page: Page, name: string) =>
  page.getByRole('article', { name }).getByRole('list').filter({ hasText: 'END-OF-LONG-MESSAGE' })

describe('moderators', () => {
  it('a moderator without a profile signs in, reaches Reports and works the queue', async () => {
    const { name } = await reportAfterConversation('Amara', 'Bongani')
    const [context, page] = await newPage(suite.browser, suite.server.url, PHONE)
    contexts.push(context)
    await devSignIn(page, { firstName: 'Mpho', lastName: 'Moderator', email: ADMIN_EMAIL })

    // Signed in without a profile: the form to create one, and the way to the reports beside it.
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Mpho!' }).waitFor()
    await page.getByRole('link', { name: 'Reports' }).click()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')
    const card = page.getByRole('article', { name })
    await card.getByText('Reported by Amara Reporter', { exact: false }).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await card.getByRole('button', { name: 'Dismiss' }).click()
    await page.locator('[data-sonner-toast]').getByText('Report dismissed').waitFor()
    await card.waitFor({ state: 'detached' })

    // Opened directly too; member pages still ask for the profile first.
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
    await page.goto('/discover')
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Mpho!' }).waitFor()
  })

  it('someone without a profile who is not a moderator gets the profile form at /admin, and no Reports link', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url, PHONE)
    contexts.push(context)
    await devSignIn(page, { firstName: 'Nomsa', email: 'not-a-moderator@example.com' })
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Nomsa!' }).waitFor()
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Nomsa!' }).waitFor()
    expect(await page.getByRole('link', { name: 'Reports' }).count()).toBe(0)
  })

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows every one of the last messages whole (${device}, ${theme})`, async () => {
        const { name } = await reportAfterConversation('Thandi', `Sizwe${device}${theme}`)
        const page = await openAdmin(viewport, theme)
        const list = transcript(page, name)
        await list.getByText('Please stop writing to me.').waitFor()
        await page.getByRole('article', { name }).getByRole('heading', { name: 'Last 5 messages' }).waitFor()
        expect(await list.getByRole('listitem').count()).toBe(5)
        expect(await clipping(list)).toEqual([])
        // Line breaks are kept as written (the long link's wrapping is what `clipping` checks).
        const shown = list.getByText('First line')
        expect(await shown.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap')
      })
    }
  }
})

// Screenshots to look at (SCREENSHOTS=1): the report view on a phone and a laptop, light and dark.
describe.runIf(process.env.SCREENSHOTS)('screenshots', () => {
  it('takes them', async () => {
    const dir = '/tmp/shots-mods'
    mkdirSync(dir, { recursive: true })
    const { name } = await reportAfterConversation('Lerato', 'Shots')
    for (const [device, viewport] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await openAdmin(viewport, theme)
        const list = transcript(page, name)
        await list.getByText('Please stop writing to me.').waitFor()
        // The transcript from its heading down, below the sticky top bar (a full-page shot repeats the bars).
        await list.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 110))
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/admin-report-${device}-${theme}.png` })
        // ...and its end, above the phone's bottom bar.
        await list.evaluate((el) =>
          window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 120),
        )
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/admin-report-${device}-${theme}-end.png` })
      }
    }
    // A moderator without a profile: the profile form with the way to Reports in the top bar, and Reports.
    const bare = await createUser(suite.server.url, { firstName: 'Mpho', email: ADMIN_EMAIL })
    for (const [device, viewport] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
      for (const theme of ['light', 'dark'] as const) {
        const [context, page] = await openAs(suite.browser, suite.server, bare, { viewport, theme })
        contexts.push(context)
        await page.goto('/')
        await page.getByRole('heading', { name: 'Welcome to Bubbles, Mpho!' }).waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/no-profile-home-${device}-${theme}.png` })
        await page.getByRole('link', { name: 'Reports' }).click()
        await page.getByRole('article', { name }).waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/no-profile-admin-${device}-${theme}.png` })
      }
    }
  }, 240_000)
})
