import { rooms } from '@shared/socket-events'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { sleep } from '../test/socket'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

/** A browser signed in as `client`, first-visit tour already seen. */
async function browse(client: ApiClient, viewport = PHONE, theme: 'light' | 'dark' = 'light') {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  contexts.push(context)
  return page
}

const member = (firstName: string, lastName: string) =>
  createUser(suite.server.url, { firstName, lastName, profile: { profession: 'Photographer' } })
const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  })
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').getByText(text)
const composer = (page: Page) => page.getByPlaceholder('Type your message...')
const log = (page: Page) => page.getByRole('log', { name: 'Messages' })

describe('the bell and the badges', () => {
  it("raise B's count live as A matches, messages and likes; opening the chat clears them", async () => {
    const [ayanda, bontle] = await Promise.all([member('Ayanda', 'Khumalo'), member('Bontle', 'Sithole')])
    expect((await bontle.post('/api/portfolio', { title: 'Karoo light' })).status).toBe(201)
    // Bontle liked Ayanda earlier; Ayanda's like back makes the match, so Bontle is the one to be told.
    await bontle.post('/api/swipes', { swipedId: ayanda.user!.id, action: 'like' })
    const [pageA, pageB] = await Promise.all([browse(ayanda, DESKTOP), browse(bontle, PHONE)])
    await pageB.goto('/')
    await bell(pageB).waitFor()

    await pageA.goto('/discover')
    await pageA.getByRole('article', { name: 'Bontle Sithole' }).waitFor()
    await pageA.getByRole('button', { name: 'Like', exact: true }).click()
    await bell(pageB, 1).waitFor()
    await toast(pageB, "It's a match!").waitFor()
    await toast(pageB, 'You and Ayanda Khumalo liked each other').waitFor()

    await pageA.goto('/matches')
    await composer(pageA).fill('Hi Bontle, shall we shoot in the Karoo?')
    await composer(pageA).press('Enter')
    await bell(pageB, 2).waitFor()
    await pageB.getByRole('link', { name: 'Messages 1 unread' }).waitFor()
    await expect.poll(() => pageB.title()).toMatch(/^\(2\) /)

    await pageA.goto('/portfolio')
    await pageA.getByRole('button', { name: 'Like Karoo light' }).click()
    await bell(pageB, 3).waitFor()

    await bell(pageB, 3).click()
    await pageB.getByText('Ayanda Khumalo sent you a message').click()
    await log(pageB).getByText('Hi Bontle, shall we shoot in the Karoo?').waitFor()
    // Opening the chat read the message and the match; the like is still news.
    await bell(pageB, 1).waitFor()
    await pageB.getByRole('link', { name: 'Messages', exact: true }).waitFor()
    await expect.poll(() => pageB.title()).toMatch(/^\(1\) /)

    await bell(pageB, 1).click()
    await pageB.getByRole('button', { name: 'Mark all as read' }).click()
    await bell(pageB).waitFor()
    await expect.poll(() => pageB.title()).not.toMatch(/^\(/)
    expect(await findAxeViolations(pageB)).toEqual([])
  })
})

describe('typing, Seen and presence', () => {
  it('shows A that B is typing, then Seen once B has read, with B online', async () => {
    const [amara, bongani] = await Promise.all([member('Amara', 'Naidoo'), member('Bongani', 'Zulu')])
    await amara.post('/api/swipes', { swipedId: bongani.user!.id, action: 'like' })
    const liked = await bongani.post('/api/swipes', { swipedId: amara.user!.id, action: 'like' })
    const matchId = liked.body.match.id as string
    const pageA = await browse(amara, DESKTOP, 'dark')
    await pageA.goto('/matches')
    await composer(pageA).fill('Ready for the shoot?')
    await composer(pageA).press('Enter')
    await log(pageA).getByText('Ready for the shoot?').waitFor()
    expect(await log(pageA).getByText('Seen').count()).toBe(0)

    const pageB = await browse(bongani, PHONE)
    await pageB.goto(`/matches?match=${matchId}`)
    await log(pageB).getByText('Ready for the shoot?').waitFor()
    // Bongani opened the chat: Amara sees it read, and sees him online.
    await log(pageA).getByText('Seen').waitFor()
    await pageA.locator('main').getByText('online', { exact: true }).first().waitFor({ state: 'attached' })

    await composer(pageB).pressSequentially('On my way')
    await pageA.getByText('Bongani is typing…').waitFor()
    await composer(pageB).press('Enter')
    await log(pageA).getByText('On my way').waitFor()
    await pageA.getByText('Bongani is typing…').waitFor({ state: 'detached' })

    await pageB.context().close()
    // His last socket closed: the dot goes.
    await expect.poll(() => pageA.locator('main').getByText('online', { exact: true }).count()).toBe(0)
  })
})

describe('a dropped connection', () => {
  it('comes back by itself when the server drops it but the session is still valid, and catches up', async () => {
    const [zola, themba] = await Promise.all([member('Zola', 'Mthembu'), member('Themba', 'Ngcobo')])
    await zola.post('/api/swipes', { swipedId: themba.user!.id, action: 'like' })
    const liked = await themba.post('/api/swipes', { swipedId: zola.user!.id, action: 'like' })
    const { conversationId } = liked.body.match
    const page = await browse(zola, DESKTOP)
    await page.goto('/matches')
    await log(page).getByText('No messages yet').waitFor()
    // What an instance does as it restarts or drains: it closes every socket it holds.
    suite.server.app.io.local.disconnectSockets(true)
    await themba.post('/api/messages', { conversationId, content: 'Sent while you were away' })
    await log(page).getByText('Sent while you were away').waitFor()
    await themba.post('/api/messages', { conversationId, content: 'And live again' })
    await log(page).getByText('And live again').waitFor()
    // Still signed in: nobody was sent to the landing page.
    expect(new URL(page.url()).pathname).toBe('/matches')
  })
})

describe('the live connection', () => {
  it('opens only once the page listens to the person: what is sent the moment it opens is heard', async () => {
    const [nandi, sizwe] = await Promise.all([member('Nandi', 'Mahlangu'), member('Sizwe', 'Mabaso')])
    const { teamId } = await createTeam(suite.server, { owner: sizwe, members: [nandi], name: 'Late Crew' })
    const page = await browse(nandi, DESKTOP)
    // The code that listens to the person's own room comes late (a slow phone, a busy network), well after
    // the Messages page has asked for the socket itself (the ended-chat panel listens on it).
    await page.route('**/assets/live-updates-*.js', async (route) => {
      await sleep(2000)
      await route.continue()
    })
    const counted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/notifications',
    )
    await page.goto('/matches')
    const row = page.getByRole('heading', { name: 'Team Chats' }).locator('xpath=..').getByRole('listitem')
    await row.getByText('2 members').waitFor()
    await counted
    // Connected means heard: the server sends the person's events from this moment on.
    await expect
      .poll(async () => (await suite.server.app.io.in(rooms.user(nandi.user!.id)).fetchSockets()).length)
      .toBeGreaterThan(0)
    await sizwe.post(`/api/teams/${teamId}/chat`, { content: 'Are you there?' })
    await bell(page, 1).waitFor()
    await row.getByText('Sizwe: Are you there?').waitFor()
    await row.getByText('1 unread').waitFor()
  })
})
