import type { BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { createUser } from '../test/client'
import { createMatch } from '../test/factories'
import { findAxeViolations } from './axe'
import { devSignIn, newPage, PHONE } from './browser'
import { browserSuite } from './suite'

// Issue 35 item 11: moderators work /admin without a creative profile.
const ADMIN_EMAIL = 'moderator-e2e@example.com'
const suite = browserSuite({ ADMIN_EMAILS: ADMIN_EMAIL })
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
})
