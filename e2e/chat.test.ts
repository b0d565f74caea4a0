import { eq } from 'drizzle-orm'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { messages } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createMatch, createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

/** A browser signed in as the API client's user (same session cookie). */
async function browserFor(client: ApiClient, viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  contexts.push(context)
  return page
}

const person = (firstName: string, lastName: string, profession = 'Photographer') =>
  createUser(suite.server.url, { firstName, lastName, profile: { profession } })

/** Two matched people with their conversation. */
async function matchedPair() {
  const [amara, bongani] = await Promise.all([
    person('Amara', 'Naidoo', 'Writer'),
    person('Bongani', 'Zulu', 'Web Developer'),
  ])
  const { conversationId } = await createMatch(suite.server, { a: amara, b: bongani })
  return { amara, bongani, conversationId }
}

/**
 * The message `content` shows exactly as sent, with https://example.org/x?y=1 its only link: opening in a
 * new tab, telling the site nothing of Bubbles, and no javascript: href anywhere.
 */
async function expectLinkified(chat: Locator, content: string) {
  const bubble = chat.getByRole('listitem').filter({ hasText: 'javascript:alert(1)' }).locator('p')
  await bubble.waitFor()
  expect(await bubble.textContent()).toBe(content)
  const links = bubble.getByRole('link')
  expect(await links.count()).toBe(1)
  expect(await links.first().textContent()).toBe('https://example.org/x?y=1')
  expect(
    await links
      .first()
      .evaluate((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
  ).toEqual(['https://example.org/x?y=1', '_blank', 'noopener noreferrer nofollow'])
  expect(await bubble.locator('b, [href^="javascript" i]').count()).toBe(0)
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' })
const input = (page: Page) => page.getByPlaceholder('Type your message...')

describe('1:1 chat on /matches', () => {
  it('lets two matched people chat live both ways', async () => {
    const { amara, bongani } = await matchedPair()
    const [pageA, pageB] = await Promise.all([browserFor(amara), browserFor(bongani)])
    await Promise.all([pageA.goto('/matches'), pageB.goto('/matches')])

    // The first (only) match is selected and its conversation open.
    await pageA.getByRole('heading', { name: 'Recent Matches' }).waitFor()
    await pageA.getByRole('heading', { name: 'Bongani Zulu', level: 2 }).waitFor()
    await pageB.getByRole('heading', { name: 'Amara Naidoo', level: 2 }).waitFor()
    await pageA.getByText('No messages yet').waitFor()

    await input(pageA).fill('  Hi Bongani, keen to build something?  ')
    await input(pageA).press('Enter')
    await log(pageB).getByText('Hi Bongani, keen to build something?').waitFor()
    await log(pageA).getByText('Hi Bongani, keen to build something?').waitFor()
    expect(await input(pageA).inputValue()).toBe('')

    // Shift+Enter is a new line, Enter sends it all as one message.
    await input(pageB).fill('Yes!')
    await input(pageB).press('Shift+Enter')
    await input(pageB).pressSequentially('Thursday works.')
    expect(await input(pageB).inputValue()).toBe('Yes!\nThursday works.')
    await input(pageB).press('Enter')
    const reply = log(pageA).getByText(/Yes!\s+Thursday works\./)
    await reply.waitFor()

    // Own messages on the right, the other person's on the left: decided by who is signed in.
    const side = (page: Page, text: string | RegExp) =>
      log(page)
        .getByRole('listitem')
        .filter({ hasText: text })
        .evaluate((li) => getComputedStyle(li).alignSelf)
    expect(await side(pageA, 'Hi Bongani')).toBe('flex-end')
    expect(await side(pageA, /Thursday/)).not.toBe('flex-end')
    expect(await side(pageB, /Thursday/)).toBe('flex-end')

    // Whitespace alone is never sent: the next real message is the only one that arrives after it.
    await input(pageA).fill('   ')
    await input(pageA).press('Enter')
    await input(pageA).fill('See you then')
    await input(pageA).press('Enter')
    await log(pageB).getByText('See you then').waitFor()
    expect(await log(pageB).getByRole('listitem').count()).toBe(3)
    // Each row reads its words, its time and, on one's own message once read, Seen: nothing more (a row
    // once also showed its own code and a "Failed to send message" note, and every getByText still passed).
    const rows = await log(pageB).getByRole('listitem').allInnerTexts()
    expect(rows.map((row) => row.replace(/^\d{2}:\d{2}$/m, '<time>').replace(/\nSeen$/, ''))).toEqual([
      'Hi Bongani, keen to build something?\n\n<time>',
      'Yes!\nThursday works.\n\n<time>',
      'See you then\n\n<time>',
    ])
    expect(await findAxeViolations(pageA)).toEqual([])
  })

  it('shows what was sent while the connection was down once it reconnects', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    const pageB = await browserFor(bongani)
    await pageB.goto('/matches')
    await pageB.getByText('No messages yet').waitFor()
    // Stored without a broadcast, then the connection drops: only the catch-up can show it.
    await suite.server.db
      .insert(messages)
      .values({ conversationId, senderId: amara.user!.id, content: 'Sent while you were away' })
    for (const socket of suite.server.app.io.sockets.sockets.values()) {
      if (socket.data.userId === bongani.user!.id) socket.conn.close()
    }
    await log(pageB).getByText('Sent while you were away').waitFor()
  })

  it('shows all 228 messages missed during a drop, not only the newest page', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    await amara.post('/api/messages', { conversationId, content: 'Before the drop' })
    const pageB = await browserFor(bongani)
    await pageB.goto('/matches')
    await log(pageB).getByText('Before the drop').waitFor()
    const start = Date.now() + 1000
    await suite.server.db.insert(messages).values(
      Array.from({ length: 228 }, (_, i) => ({
        conversationId,
        senderId: amara.user!.id,
        content: `Missed ${i}`,
        createdAt: new Date(start + i),
      })),
    )
    for (const socket of suite.server.app.io.sockets.sockets.values()) {
      if (socket.data.userId === bongani.user!.id) socket.conn.close()
    }
    await log(pageB).getByText('Missed 227', { exact: true }).waitFor()
    await log(pageB).getByText('Missed 0', { exact: true }).waitFor()
    expect(await log(pageB).getByRole('listitem').count()).toBe(229)
  })

  it('catches an open chat up when the server says resync (its Redis came back)', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    await amara.post('/api/messages', { conversationId, content: 'Seen live' })
    const pageB = await browserFor(bongani)
    await pageB.goto('/matches')
    await log(pageB).getByText('Seen live').waitFor()
    // Stored while the instances could not tell each other: no broadcast reached this socket.
    await suite.server.db
      .insert(messages)
      .values({ conversationId, senderId: amara.user!.id, content: 'Lost between instances' })
    suite.server.app.io.local.emit('resync')
    await log(pageB).getByText('Lost between instances').waitFor()
  })

  it('opens a long conversation at its newest message and loads older ones on request', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    await suite.server.db.insert(messages).values(
      Array.from({ length: 80 }, (_, i) => ({
        conversationId,
        senderId: i % 2 ? amara.user!.id : bongani.user!.id,
        content: `Message number ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 8, i)),
      })),
    )
    const page = await browserFor(amara)
    await page.goto('/matches')
    const newest = log(page).getByText('Message number 79', { exact: true })
    await newest.waitFor()
    const inView = await newest.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const frame = element.closest('[role=log]')!.getBoundingClientRect()
      return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1
    })
    expect(inView).toBe(true)
    expect(await log(page).getByRole('listitem').count()).toBe(50)
    await page.getByRole('button', { name: 'Load older messages' }).click()
    await log(page).getByText('Message number 0', { exact: true }).waitFor()
    expect(await log(page).getByRole('listitem').count()).toBe(80)
  })

  it('shows a message at once as pending and stores it once after failed tries with the same clientId', async () => {
    const { bongani, conversationId } = await matchedPair()
    const page = await browserFor(bongani)
    const tries: string[] = []
    // The server is away for two tries; the third reaches it.
    await page.route('**/api/messages', (route) => {
      tries.push(route.request().postDataJSON().clientId)
      return tries.length <= 2 ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.continue()
    })
    await page.goto('/matches')
    await input(page).fill('Will this arrive?')
    await input(page).press('Enter')
    // Cleared at once, shown at once: the person can go on typing.
    expect(await input(page).inputValue()).toBe('')
    await log(page).locator('li[data-status="sending"]', { hasText: 'Will this arrive?' }).waitFor()
    await log(page).locator('li[data-status="sent"]', { hasText: 'Will this arrive?' }).waitFor()
    expect(tries).toHaveLength(3)
    expect(new Set(tries).size).toBe(1)
    const stored = await suite.server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    expect(stored.map((m) => [m.content, m.clientId])).toEqual([['Will this arrive?', tries[0]]])
    expect(await log(page).getByRole('listitem').count()).toBe(1)
  })

  it('says Failed to send message / Please try again with Retry when the server refuses for good', async () => {
    const { bongani, conversationId } = await matchedPair()
    const page = await browserFor(bongani)
    await page.route('**/api/messages', (route) => route.fulfill({ status: 400, body: '{"message":"no"}' }))
    await page.goto('/matches')
    await input(page).fill('Will this arrive?')
    await input(page).press('Enter')
    const failed = log(page).locator('li[data-status="failed"]', { hasText: 'Will this arrive?' })
    await failed.getByText('Failed to send message').waitFor()
    await failed.getByText('Please try again').waitFor()
    await page.unroute('**/api/messages')
    await failed.getByRole('button', { name: 'Retry' }).click()
    await log(page).locator('li[data-status="sent"]', { hasText: 'Will this arrive?' }).waitFor()
    const stored = await suite.server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    expect(stored.map((m) => m.content)).toEqual(['Will this arrive?'])
  })

  it('keeps a pending message across a reload and sends it once when the connection is back', async () => {
    const { bongani, conversationId } = await matchedPair()
    const page = await browserFor(bongani)
    await page.route('**/api/messages', (route) => route.abort('internetdisconnected'))
    await page.goto('/matches')
    await input(page).fill('Typed on a train')
    await input(page).press('Enter')
    await log(page).locator('li[data-status="sending"]', { hasText: 'Typed on a train' }).waitFor()
    await page.unroute('**/api/messages')
    await page.reload()
    await log(page).locator('li[data-status="sent"]', { hasText: 'Typed on a train' }).waitFor()
    const stored = await suite.server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    expect(stored.map((m) => m.content)).toEqual(['Typed on a train'])
  })

  it('wraps a long link inside its bubble, on a phone and a laptop, with nothing scrolling sideways', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    const link = `https://example.co.za/portfolio?ref=${'MabonengStreetSeries'.repeat(12)}`
    await amara.post('/api/messages', { conversationId, content: link })
    await bongani.post('/api/messages', { conversationId, content: link })
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browserFor(bongani, viewport)
      await page.goto('/matches')
      if (viewport === PHONE) await page.getByRole('button', { name: /Amara Naidoo/ }).click()
      const bubbles = log(page).getByText(link, { exact: true })
      await bubbles.first().waitFor()
      for (const bubble of await bubbles.all()) {
        const fits = await bubble.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const frame = element.closest('[role=log]')!.getBoundingClientRect()
          return (
            element.scrollWidth <= element.clientWidth && box.left >= frame.left && box.right <= frame.right
          )
        })
        expect(fits).toBe(true)
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(sideways).toBe(false)
    }
  })

  it('makes http(s) addresses in a message links that open apart, and leaves other schemes as text', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    const content = 'Brief: https://example.org/x?y=1. Not this: javascript:alert(1) <b>bold</b>'
    await amara.post('/api/messages', { conversationId, content })
    const page = await browserFor(bongani)
    await page.goto('/matches')
    await expectLinkified(log(page), content)
  })

  it('shows one pane at a time on a phone, with a way back', async () => {
    const { amara } = await matchedPair()
    const page = await browserFor(amara, PHONE)
    await page.goto('/matches')
    await page.getByRole('button', { name: /Bongani Zulu/ }).click()
    await input(page).waitFor()
    expect(await page.getByRole('heading', { name: 'Recent Matches' }).count()).toBe(0)
    expect(await findAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Back to matches' }).click()
    await page.getByRole('heading', { name: 'Recent Matches' }).waitFor()
    expect(await input(page).count()).toBe(0)
    expect(await findAxeViolations(page)).toEqual([])
  })

  it('keeps both sides of a conversation readable in the dark theme', async () => {
    const { amara, bongani, conversationId } = await matchedPair()
    await amara.post('/api/messages', { conversationId, content: 'Sawubona! Mine, on the right.' })
    await bongani.post('/api/messages', { conversationId, content: 'Theirs, on the left.' })
    const page = await browserFor(amara, DESKTOP, 'dark')
    await page.goto('/matches')
    await log(page).getByText('Theirs, on the left.').waitFor()
    expect(await findAxeViolations(page)).toEqual([])
  })

  it('says No matches yet to someone without matches', async () => {
    const loner = await person('Lonwabo', 'Mthembu')
    const page = await browserFor(loner)
    await page.goto('/matches')
    await page.getByText('No matches yet').waitFor()
    await page.getByRole('heading', { name: 'Team Chats' }).waitFor()
  })
})

describe('team chat', () => {
  it('shows team members each other’s messages live', async () => {
    const [owner, member] = await Promise.all([person('Thandi', 'Nkosi'), person('Sipho', 'Dlamini')])
    await createTeam(suite.server, {
      owner,
      members: [member],
      name: 'Kasi Film Crew',
      projectType: 'other',
      maxMembers: 5,
    })

    const [pageO, pageM] = await Promise.all([browserFor(owner), browserFor(member)])
    for (const page of [pageO, pageM]) {
      await page.goto('/teams')
      await page.getByRole('button', { name: 'Team Chat' }).click()
    }
    await pageO.getByText('No messages yet').waitFor()
    await pageO.getByText('Start the conversation with your team!').waitFor()

    await input(pageO).fill('Shoot on Saturday?')
    await input(pageO).press('Enter')
    const arrived = log(pageM).getByRole('listitem').filter({ hasText: 'Shoot on Saturday?' })
    await arrived.waitFor()
    // Others' messages carry the sender's name and an hour:minute time.
    await arrived.getByText('Thandi Nkosi').waitFor()
    expect(await arrived.locator('time').textContent()).toMatch(/^\d{1,2}:\d{2}/)

    // Addresses are links here too, by the same component.
    const content = 'Call sheet https://example.org/x?y=1 and javascript:alert(1)'
    await input(pageO).fill(content)
    await input(pageO).press('Enter')
    await expectLinkified(log(pageM), content)

    await input(pageM).fill('Count me in')
    await input(pageM).press('Enter')
    await log(pageO).getByText('Count me in').waitFor()
    expect(await findAxeViolations(pageO)).toEqual([])
  })
})
