import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { messages, teamMessages } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createMatch, createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, PHONE } from './browser'
import { browserSuite } from './suite'

// Times and days in the person's own time zone, and the Messages list on a narrow phone.

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

type Options = { viewport?: typeof PHONE; timezoneId?: string; theme?: 'light' | 'dark' }

/**
 * A browser signed in as `client`. Its own clock runs in `timezoneId` (Paris by default, never the
 * zone a test expects): what the page shows must follow the member's saved zone, not the browser's.
 */
async function browserFor(
  client: ApiClient,
  { viewport = DESKTOP, timezoneId = 'Europe/Paris', theme }: Options = {},
): Promise<Page> {
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport, timezoneId })
  contexts.push(context)
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({ name, value, url: suite.server.url, httpOnly: true })),
  )
  if (theme) await context.addInitScript((t) => localStorage.setItem('bubbles-ui-theme', t), theme)
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

/** Signed up in a browser on UTC: UTC is their decided zone, which a browser elsewhere never replaces. */
const person = (firstName: string, lastName: string, profession = 'Photographer') =>
  createUser(suite.server.url, { firstName, lastName, timezone: 'UTC', profile: { profession } })

async function matchedPair(first = person('Amara', 'Naidoo'), second = person('Bongani', 'Zulu')) {
  const [amara, bongani] = await Promise.all([first, second])
  const { conversationId } = await createMatch(suite.server, { a: amara, b: bongani })
  return { amara, bongani, conversationId }
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' })
const bubble = (page: Page, text: string) => log(page).getByRole('listitem').filter({ hasText: text })
/** "18:35" as the test works it out itself, for a zone. */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(instant)
const MINUTE = 60_000
const DAY = 86_400_000

describe("chat times in the member's time zone", () => {
  it('shows a message at its UTC time by default, then at Tokyo time once the setting says Asia/Tokyo', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    // A known instant, on the whole minute, recent enough to be today in UTC and in Tokyo alike.
    const instant = new Date(Math.floor((Date.now() - 2 * MINUTE) / MINUTE) * MINUTE)
    await suite.server.db
      .insert(messages)
      .values({ conversationId, senderId: bongani.user!.id, content: 'Call at nine?', createdAt: instant })
    const utc = wallTime(instant, 'UTC')
    const tokyo = wallTime(instant, 'Asia/Tokyo')
    const paris = wallTime(instant, 'Europe/Paris')
    expect(new Set([utc, tokyo, paris]).size).toBe(3)

    const page = await browserFor(amara, { timezoneId: 'Europe/Paris' })
    await page.goto('/matches')
    const time = bubble(page, 'Call at nine?').locator('time')
    const listTime = page.getByRole('button', { name: /Bongani Zulu/ }).locator('time')
    // A member's saved zone (UTC, decided at sign-up) wins over the browser's (Paris).
    await expect.poll(() => time.textContent()).toBe(utc)
    await expect.poll(() => listTime.textContent()).toBe(utc)

    expect((await amara.put('/api/settings/app', { timezone: 'Asia/Tokyo' })).status).toBe(200)
    await page.reload()
    await expect.poll(() => time.textContent()).toBe(tokyo)
    await expect.poll(() => listTime.textContent()).toBe(tokyo)
    expect(await time.getAttribute('datetime')).toBe(instant.toISOString())
  })
})

describe('date separators', () => {
  it('opens each day of a 1:1 chat with Today, Yesterday or its date, across older pages and live messages', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    const now = Date.now()
    // Ten on a day long ago, 45 yesterday (noon UTC), 5 today: the newest page (50) starts yesterday.
    const longAgo = new Date(Date.UTC(2025, 0, 1, 9, 0))
    const yesterdayNoon = new Date(Math.floor((now - DAY) / DAY) * DAY + 12 * 3600_000)
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => ({
        at: new Date(longAgo.getTime() + i * MINUTE),
        text: `Old ${i}`,
      })),
      ...Array.from({ length: 45 }, (_, i) => ({
        at: new Date(yesterdayNoon.getTime() + i * MINUTE),
        text: `Yesterday ${i}`,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({ at: new Date(now - (5 - i) * 1000), text: `Today ${i}` })),
    ]
    await suite.server.db.insert(messages).values(
      rows.map((row, i) => ({
        conversationId,
        senderId: i % 2 ? amara.user!.id : bongani.user!.id,
        content: row.text,
        createdAt: row.at,
      })),
    )
    const page = await browserFor(amara, { theme: 'dark' })
    await page.goto('/matches')
    await log(page).getByText('Today 4', { exact: true }).waitFor()
    const headings = () => log(page).getByRole('heading').allTextContents()
    expect(await headings()).toEqual(['Yesterday', 'Today'])

    // Each heading comes right before its day's first message.
    const firstAfter = (name: string) =>
      log(page)
        .getByRole('heading', { name, exact: true })
        .evaluate((h) => h.nextElementSibling?.querySelector('li p')?.textContent)
    expect(await firstAfter('Yesterday')).toBe('Yesterday 0')
    expect(await firstAfter('Today')).toBe('Today 0')

    await page.getByRole('button', { name: 'Load older messages' }).click()
    await log(page).getByText('Old 0', { exact: true }).waitFor()
    const longAgoLabel = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(longAgo)
    expect(await headings()).toEqual([longAgoLabel, 'Yesterday', 'Today'])
    expect(await firstAfter(longAgoLabel)).toBe('Old 0')

    // A live message joins today; no new heading.
    await bongani.post('/api/messages', { conversationId, content: 'Live one' })
    await log(page).getByText('Live one').waitFor()
    expect(await headings()).toEqual([longAgoLabel, 'Yesterday', 'Today'])
    expect(await findAxeViolations(page)).toEqual([])
  })

  it('separates the days of a team chat, in the member’s zone', async () => {
    const [owner, member] = await Promise.all([person('Thandi', 'Nkosi'), person('Sipho', 'Dlamini')])
    const { teamId } = await createTeam(suite.server, {
      owner,
      members: [member],
      name: 'Kasi Film Crew',
      projectType: 'other',
      maxMembers: 5,
    })
    // Half an hour either side of Tokyo's last midnight: one day in UTC and in the browser's Los
    // Angeles, two days in Tokyo.
    const now = Date.now()
    const TOKYO = 9 * 3600_000
    const tokyoMidnight = Math.floor((now + TOKYO) / DAY) * DAY - TOKYO
    const before = new Date(tokyoMidnight - 30 * MINUTE)
    const after = new Date(Math.min(tokyoMidnight + 30 * MINUTE, now - 10_000))
    await suite.server.db.insert(teamMessages).values([
      { teamId: teamId, senderId: member.user!.id, content: 'Before midnight', createdAt: before },
      { teamId: teamId, senderId: owner.user!.id, content: 'After midnight', createdAt: after },
    ])
    expect((await owner.post(`/api/teams/${teamId}/chat`, { content: 'Now' })).status).toBe(201)
    expect((await owner.put('/api/settings/app', { timezone: 'Asia/Tokyo' })).status).toBe(200)

    const page = await browserFor(owner, { viewport: PHONE, timezoneId: 'America/Los_Angeles' })
    await page.goto(`/matches?team=${teamId}`)
    await log(page).getByText('Now', { exact: true }).waitFor()
    await expect.poll(() => log(page).getByRole('heading').allTextContents()).toEqual(['Yesterday', 'Today'])
    const dayOf = (text: string) =>
      bubble(page, text).evaluate((li) => li.closest('ol')?.previousElementSibling?.textContent)
    expect(await dayOf('Before midnight')).toBe('Yesterday')
    expect(await dayOf('After midnight')).toBe('Today')
    expect(await dayOf('Now')).toBe('Today')
  })
})

describe('the Messages list on a narrow phone', () => {
  it('never scrolls sideways at 360 px, with long names and an unread 300-character link', async () => {
    const { amara, bongani, conversationId } = await matchedPair(
      person('Nomvula-Khanyisile', 'Mahlangu-Vilakazi van der Westhuizen', 'Social Media Manager'),
      person('Bongani', 'Zulu'),
    )
    const link = `https://example.co.za/${'MabonengStreetSeries'.repeat(15)}`
    expect(link.length).toBeGreaterThan(300)
    await amara.post('/api/messages', { conversationId, content: link })

    const page = await browserFor(bongani, { viewport: { width: 360, height: 740 } })
    await page.goto('/matches')
    const row = page.getByRole('button', { name: /^Nomvula-Khanyisile/ })
    await row.waitFor()
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(await sideways()).toBe(false)

    // The unread badge is on screen, and the preview is one line cut with an ellipsis.
    const badge = row.getByText('1 unread')
    const box = (await badge.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    const preview = await row.getByText(link).evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        cut: element.scrollWidth > element.clientWidth,
        ellipsis: style.textOverflow,
        lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
      }
    })
    expect(preview).toEqual({ cut: true, ellipsis: 'ellipsis', lines: 1 })
    const rowBox = (await row.boundingBox())!
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(360)

    // The open chat fits too, the link wrapping inside its bubble.
    await row.click()
    await log(page).getByText(link).waitFor()
    expect(await sideways()).toBe(false)
    expect(await findAxeViolations(page)).toEqual([])
  })
})
