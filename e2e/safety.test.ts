import { SUSPENDED_MESSAGE } from '@shared/schemas/safety'
import { eq } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { reports } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createMatch } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const ADMIN_EMAIL = 'moderator-safety@example.com'
const suite = browserSuite({ ADMIN_EMAILS: ADMIN_EMAIL })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

/** A browser signed in as `client` (its session cookie), first-visit tour already seen. */
async function browse(client: ApiClient, viewport = DESKTOP) {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport })
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  contexts.push(context)
  return page
}

const person = (firstName: string, lastName: string, email?: string) =>
  createUser(suite.server.url, { firstName, lastName, email, profile: { profession: 'Illustrator' } })

/** Two matched people with their conversation, and a first message from Bongani. */
async function matchedPair() {
  const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
  const { conversationId } = await createMatch(suite.server, { a: amara, b: bongani })
  const sent = await bongani.post('/api/messages', { conversationId, content: 'Send me your number or else' })
  expect(sent.status).toBe(201)
  return { amara, bongani, conversationId, messageId: sent.body.id as string }
}

/** The open chat's header (not the match list's row), found by the person it is with. */
const chatHeader = (page: Page, name: string) =>
  page.locator('header', { has: page.getByRole('heading', { name, level: 2 }) })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text)
const composer = (page: Page) => page.getByPlaceholder('Type your message...')

describe('block, unmatch and report', () => {
  it('block from the chat header: the chat disappears for both people, live', async () => {
    const { amara, bongani } = await matchedPair()
    const [pageA, pageB] = await Promise.all([browse(amara, DESKTOP), browse(bongani, PHONE)])
    await Promise.all([pageA.goto('/matches'), pageB.goto('/matches')])
    await pageB.getByRole('button', { name: /Amara Naidoo/ }).click()
    await composer(pageB).waitFor()
    await composer(pageA).waitFor()

    await chatHeader(pageA, 'Bongani Zulu').getByRole('button', { name: 'More actions for Bongani' }).click()
    await pageA.getByRole('menuitem', { name: 'Block Bongani' }).click()
    const confirm = pageA.getByRole('alertdialog', { name: 'Block Bongani?' })
    await confirm.getByText("They won't be told.", { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Block', exact: true }).click()

    // A: the chat closes and the match leaves the list.
    await toast(pageA, 'Bongani is blocked').waitFor()
    await pageA.getByText('No matches yet').waitFor()
    expect(await pageA.getByRole('heading', { name: 'Bongani Zulu' }).count()).toBe(0)
    expect(await composer(pageA).count()).toBe(0)

    // B, without a reload: the open chat turns into the calm ended state, with no word of who or why.
    await pageB.getByText('This conversation has ended').waitFor()
    await pageB.getByText("You can't send messages here anymore.").waitFor()
    expect(await composer(pageB).count()).toBe(0)
    expect(await pageB.getByText(/block/i).count()).toBe(0)
    expect(await findAxeViolations(pageB)).toEqual([])
    await pageB.getByRole('button', { name: 'Back to matches' }).first().click()
    await pageB.getByText('No matches yet').waitFor()
  })

  it('unmatch from the match list removes the match for both people, live', async () => {
    const { amara, bongani } = await matchedPair()
    const [pageA, pageB] = await Promise.all([browse(amara, PHONE), browse(bongani, DESKTOP)])
    await Promise.all([pageA.goto('/matches'), pageB.goto('/matches')])
    await composer(pageB).waitFor()

    await pageA.getByRole('button', { name: 'More actions for Bongani' }).click()
    await pageA.getByRole('menuitem', { name: 'Unmatch' }).click()
    await pageA
      .getByRole('alertdialog', { name: 'Unmatch Bongani?' })
      .getByRole('button', { name: 'Unmatch' })
      .click()
    await pageA.getByText('No matches yet').waitFor()

    // B had the chat open on desktop (the first match, nothing in the address): it ends in place.
    await pageB.getByText('This conversation has ended').waitFor()
    await pageB.getByText('No matches yet').waitFor()
    expect(await composer(pageB).count()).toBe(0)
  })

  it('opens the More menu pressed before its code has arrived', async () => {
    const { amara } = await matchedPair()
    const page = await browse(amara, PHONE)
    // The menu's code is fetched once the screen is painted; on a slow link it is still on
    // its way when the button is pressed.
    let arrive: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      arrive = resolve
    })
    await page.route('**/assets/person-actions-dropdown-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/matches')
    await page.getByRole('button', { name: 'More actions for Bongani' }).click()
    expect(await page.getByRole('menu').count()).toBe(0)
    arrive()
    await page.getByRole('menuitem', { name: 'View profile' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Block Bongani' }).isVisible()).toBe(true)
  })

  it('report from a profile', async () => {
    const { amara, bongani, messageId } = await matchedPair()
    const page = await browse(amara, PHONE)
    await page.goto('/matches')
    await page.getByRole('button', { name: 'More actions for Bongani' }).click()
    await page.getByRole('menuitem', { name: 'View profile' }).click()
    await page.getByRole('heading', { name: 'Bongani Zulu', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/people/${bongani.user!.id}`)

    await page.getByRole('button', { name: 'More actions for Bongani' }).click()
    await page.getByRole('menuitem', { name: 'Report Bongani' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report Bongani' })
    // No reason yet: refused in the form, nothing sent.
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByText('Choose what is wrong').waitFor()
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).click()
    await dialog.getByLabel('Details (optional)').fill('Threatening messages after I said no.')
    await dialog.getByText('37 / 1000 characters').waitFor()
    const alsoBlock = dialog.getByRole('checkbox', { name: 'Also block Bongani' })
    expect(await alsoBlock.getAttribute('aria-checked')).toBe('true')
    await alsoBlock.click()
    expect(await findAxeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Send report' }).click()

    await toast(page, 'Thanks for telling us').waitFor()
    await toast(page, 'Our moderators will look at it.').waitFor()
    // Not blocked (unticked): the profile stays.
    await page.getByRole('heading', { name: 'Bongani Zulu', level: 1 }).waitFor()

    const [stored] = await suite.server.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, amara.user!.id))
    expect(stored).toMatchObject({
      reportedId: bongani.user!.id,
      reason: 'harassment',
      details: 'Threatening messages after I said no.',
      status: 'open',
    })
    const evidence = stored!.evidence as { profile: { profession: string }; messages: { id: string }[] }
    expect(evidence.profile.profession).toBe('Illustrator')
    expect(evidence.messages.map((message) => message.id)).toEqual([messageId])
  })

  it('lists blocked people in Settings, and unblocks them', async () => {
    const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
    expect((await amara.post('/api/blocks', { userId: bongani.user!.id })).status).toBe(204)
    const page = await browse(amara, PHONE)
    await page.goto('/settings')
    const blocked = page.getByRole('region', { name: 'Blocked people' })
    await blocked.getByText('Bongani Zulu').waitFor()
    await blocked.getByRole('button', { name: 'Unblock Bongani Zulu' }).click()
    await blocked.getByText("You haven't blocked anyone.").waitFor()
    expect((await amara.get('/api/blocks')).body).toEqual([])
  })
})

describe('moderation', () => {
  it("an admin suspends the reported person, and that person's open tab is signed out", async () => {
    const { amara, bongani } = await matchedPair()
    const admin = await person('Mpho', 'Moderator', ADMIN_EMAIL)
    const filed = await amara.post('/api/reports', {
      userId: bongani.user!.id,
      reason: 'spam',
      details: 'Sends the same link to everyone.',
    })
    expect(filed.status).toBe(201)
    // Reports of earlier tests leave the queue: this one is then the only one.
    for (const report of (await admin.get('/api/admin/reports')).body) {
      if (report.id !== filed.body.id)
        await admin.post(`/api/admin/reports/${report.id}/resolve`, { action: 'dismiss' })
    }

    // Everyone else: no menu item, and /admin does not exist.
    const pageA = await browse(amara, DESKTOP)
    await pageA.goto('/admin')
    await pageA.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    await pageA.getByRole('button', { name: 'Menu' }).click()
    await pageA.getByRole('link', { name: 'Settings' }).waitFor()
    expect(await pageA.getByRole('link', { name: 'Reports' }).count()).toBe(0)

    const pageB = await browse(bongani, PHONE)
    await pageB.goto('/matches')
    await pageB.getByRole('button', { name: /Amara Naidoo/ }).click()
    await composer(pageB).waitFor()

    const pageM = await browse(admin, PHONE)
    await pageM.goto('/')
    await pageM.getByRole('button', { name: 'Menu' }).click()
    await pageM.getByRole('link', { name: 'Reports' }).click()
    const card = pageM.getByRole('article', { name: 'Bongani Zulu' })
    await card.getByText('Spam or scam').waitFor()
    await card.getByText('Reported by Amara Naidoo', { exact: false }).waitFor()
    await card.getByText('Sends the same link to everyone.').waitFor()
    // The transcript says who said what.
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Send me your number or else' })
      .getByText('Bongani Zulu')
      .waitFor()
    expect(await findAxeViolations(pageM)).toEqual([])

    await card.getByRole('button', { name: 'Suspend Bongani' }).click()
    await pageM
      .getByRole('alertdialog', { name: 'Suspend Bongani?' })
      .getByRole('button', { name: 'Suspend' })
      .click()
    await pageM.getByText('No open reports. All clear!').waitFor()

    // Bongani's open tab falls back to the signed-out landing page, without a reload.
    await pageB.getByRole('link', { name: 'Get Started with Google' }).waitFor()
    expect(new URL(pageB.url()).pathname).toBe('/')
    expect((await bongani.get('/api/auth/user')).status).toBe(401)

    // Signing in again is refused with the reason.
    await pageB.goto('/dev-login')
    await pageB.getByLabel('First name').fill('Bongani')
    await pageB.getByLabel('Email').fill(bongani.user!.email)
    await pageB.getByRole('button', { name: 'Sign in', exact: true }).click()
    await pageB.getByRole('alert').getByText(SUSPENDED_MESSAGE).waitFor()
  })
})
