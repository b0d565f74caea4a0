import { rooms } from '@shared/socket-events'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { DESKTOP, openAs, PHONE } from './browser'
import { LAPTOP } from './call-helpers'
import { browserSuite } from './suite'

// The Team Chats list reads like Recent Matches, and Settings → Security hears new sign-ins.
const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const SHOTS = '/tmp/shots-lists'

async function browserFor(client: ApiClient, viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  contexts.push(context)
  return page
}

const person = (firstName: string, lastName: string) =>
  createUser(suite.server.url, { firstName, lastName, profile: { profession: 'Photographer' } })

/** The page's live connection is in the person's own room on the server: live events reach it now. */
const connected = (userId: string) =>
  expect
    .poll(async () => (await suite.server.app.io.in(rooms.user(userId)).fetchSockets()).length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0)

const teamChats = (page: Page) =>
  page.getByRole('heading', { name: 'Team Chats' }).locator('xpath=..').getByRole('listitem')

describe('Team Chats list', () => {
  it('shows each team’s last message and unread count, live, and clears it when the chat is opened', async () => {
    const [thandi, sipho] = await Promise.all([person('Thandi', 'Nkosi'), person('Sipho', 'Dlamini')])
    const { teamId } = await createTeam(suite.server, {
      owner: thandi,
      members: [sipho],
      name: 'Kasi Film Crew',
    })
    await createTeam(suite.server, { owner: thandi, members: [sipho], name: 'Quiet Studio' })
    await thandi.post(`/api/teams/${teamId}/chat`, { content: 'Shoot on Saturday?' })

    const page = await browserFor(sipho)
    await page.goto('/matches')
    const row = teamChats(page).filter({ hasText: 'Kasi Film Crew' })
    await row.getByText('Thandi: Shoot on Saturday?').waitFor()
    await row.getByText('1 unread').waitFor()
    await row.locator('time').waitFor()
    // A team without messages says who is in it, and has no badge.
    const quiet = teamChats(page).filter({ hasText: 'Quiet Studio' })
    await quiet.getByText('2 members').waitFor()
    expect(await quiet.getByText(/unread/).count()).toBe(0)

    // A message while the list is on screen: the preview and the count move without a reload.
    await connected(sipho.user!.id)
    await thandi.post(`/api/teams/${teamId}/chat`, { content: 'Bring the drone' })
    await row.getByText('Thandi: Bring the drone').waitFor()
    await row.getByText('2 unread').waitFor()

    // Opening the chat reads it: the badge goes, the last message stays.
    await row.getByRole('button').click()
    await page.getByRole('log', { name: 'Messages' }).getByText('Bring the drone').waitFor()
    await expect.poll(() => row.getByText(/unread/).count()).toBe(0)
    await row.getByText('Thandi: Bring the drone').waitFor()
    // One's own message reads "You: …".
    await page.getByPlaceholder('Type your message...').fill('On it')
    await page.getByPlaceholder('Type your message...').press('Enter')
    await row.getByText('You: On it').waitFor()
  })

  it('looks right on a phone and a laptop, light and dark', async () => {
    const [lerato, bongani, amara] = await Promise.all([
      person('Lerato', 'Mokoena'),
      person('Bongani', 'Zulu'),
      person('Amara', 'Naidoo'),
    ])
    const film = await createTeam(suite.server, {
      owner: bongani,
      members: [lerato, amara],
      name: 'Kasi Film Crew',
    })
    const zine = await createTeam(suite.server, {
      owner: lerato,
      members: [amara],
      name: 'Jozi Zine Collective',
    })
    await createTeam(suite.server, { owner: lerato, members: [bongani], name: 'Quiet Studio' })
    await bongani.post(`/api/teams/${film.teamId}/chat`, { content: 'Call sheet is up, check your slots' })
    await amara.post(`/api/teams/${film.teamId}/chat`, { content: 'Saturday 7am works for me' })
    await lerato.post(`/api/teams/${zine.teamId}/chat`, { content: 'Proofs go to print on Friday' })
    for (let i = 1; i <= 11; i++)
      await amara.post(`/api/teams/${zine.teamId}/chat`, { content: `Spread ${i} ready` })

    for (const [name, viewport] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await browserFor(lerato, viewport, theme)
        await page.goto('/matches')
        await teamChats(page).filter({ hasText: 'Jozi Zine Collective' }).getByText('11 unread').waitFor()
        // The shell's bell and menu come after the first paint: the picture waits for the whole screen.
        await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor()
        await page.getByRole('button', { name: 'Menu' }).waitFor()
        const panel = page.getByRole('heading', { name: 'Team Chats' }).locator('xpath=..')
        await panel.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/team-chats-${name}-${theme}.png` })
      }
    }
  })
})

describe('Settings → Security', () => {
  it('shows a sign-in on another device without a reload', async () => {
    const laptop = await createUser(suite.server.url, {
      firstName: 'Kagiso',
      lastName: 'Molefe',
      profile: {},
    })
    const page = await browserFor(laptop)
    await page.goto('/settings#security')
    const list = page.getByRole('list', { name: 'Devices signed in to your account' })
    await list.getByText('This device').waitFor()
    expect(await list.getByRole('listitem').count()).toBe(1)
    await connected(laptop.user!.id)

    const phone = new ApiClient(suite.server.url)
    const { email, firstName, lastName } = laptop.user!
    const res = await phone.post(
      '/api/auth/dev-login',
      { email, firstName, lastName },
      {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    )
    expect(res.status).toBe(200)
    await list.getByText('Safari on iOS').waitFor({ timeout: 5000 })
    expect(await list.getByRole('listitem').count()).toBe(2)
  })
})
