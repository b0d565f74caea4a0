import { mkdirSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { messages } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createMatch, createProject, createTeam } from '../test/factories'
import { DESKTOP, openAs, SHOT_SCREENS } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const SHOTS = process.env.SEARCH_SHOTS

async function browserFor(client: ApiClient, viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  contexts.push(context)
  return page
}

describe('search', () => {
  it('types in the top bar, picks a person from the suggestions and lands on their profile', async () => {
    const lindiwe = await createUser(suite.server.url, {
      firstName: 'Lindiwe',
      lastName: 'Mahlangu',
      profile: {
        profession: 'Photographer',
        location: 'Durban, KwaZulu-Natal',
        skills: ['Figma', 'Portraits'],
      },
    })
    const searcher = await createUser(suite.server.url, { firstName: 'Sipho', profile: {} })
    const page = await browserFor(searcher)
    await page.goto('/')
    const field = page.getByRole('combobox', { name: 'Search Bubbles' })
    // The shortcut focuses the field from anywhere on the page.
    await field.waitFor()
    await page.keyboard.press('/')
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)
    // A misspelling, as a person types it.
    await field.pressSequentially('lindwe mahl', { delay: 40 })
    const suggestion = page.getByRole('option', { name: /Lindiwe Mahlangu/ })
    await suggestion.waitFor()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => suggestion.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/people/${lindiwe.user!.id}`)
    await page.getByRole('heading', { name: 'Lindiwe Mahlangu', level: 1 }).waitFor()
  })

  it('searches a chat and jumps to an old message in its conversation', async () => {
    const { a, matchId } = await chatWithBrief()
    const page = await browserFor(a)
    await searchChat(page, matchId)
    // The list flashes the message it goes to for a moment: remember each flash as it happens.
    await page.evaluate(() => {
      const flashed: string[] = []
      ;(window as unknown as { flashed: string[] }).flashed = flashed
      new MutationObserver((changes) => {
        for (const change of changes) {
          const element = change.target as HTMLElement
          if (element.dataset.flash === 'true') flashed.push(element.textContent ?? '')
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['data-flash'], subtree: true })
    })
    await page.getByRole('button', { name: /client's brief/ }).click()
    // The search closes and the chat itself reads its older pages back to the brief, with the messages
    // before it, and scrolls to it: the conversation in context, not a copy of it.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    const chat = page.getByRole('log', { name: 'Messages' })
    const brief = chat.locator('li').filter({ hasText: "client's brief" })
    await brief.waitFor()
    await chat.getByText('Message number 4', { exact: true }).waitFor()
    await chat.getByText('Message number 6', { exact: true }).waitFor()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { flashed: string[] }).flashed.join('\n')))
      .toContain("client's brief")
    await expect.poll(() => isInside(brief, chat)).toBe(true)
    // The list stays whole: every message from the brief to the newest is there, in order.
    const shown = await chat.locator('li p').allTextContents()
    const numbers = shown.flatMap((text) => /^Message number (\d+)$/.exec(text)?.[1] ?? []).map(Number)
    expect(numbers.filter((n) => n > 5)).toEqual(Array.from({ length: 194 }, (_, i) => i + 6))
  })

  it.skipIf(!SHOTS)(
    'screenshots: the search page and the suggestions, phone and laptop, light and dark',
    async () => {
      mkdirSync(SHOTS!, { recursive: true })
      const owner = await createUser(suite.server.url, {
        firstName: 'Zoë',
        lastName: 'Figueira',
        profile: {
          profession: 'UI/UX Designer',
          location: 'Durban, KwaZulu-Natal',
          skills: ['Figma', 'Prototyping'],
        },
      })
      await createUser(suite.server.url, {
        firstName: 'Thabo',
        lastName: 'Nkosi',
        profile: {
          profession: 'Illustrator',
          location: 'Durban, KwaZulu-Natal',
          skills: ['Figma', 'Procreate'],
        },
      })
      await createProject(suite.server, {
        owner,
        title: 'Figma design system for a clinic',
        tags: ['figma', 'packaging'],
      })
      await createTeam(suite.server, {
        owner: owner,
        name: 'Figma Friday',
        description: 'Designers in Durban',
      })
      for (const { viewport, size, theme } of SHOT_SCREENS) {
        const page = await browserFor(owner, viewport, theme)
        await page.goto('/search?q=figma%20durban')
        await page.getByRole('tab', { name: 'People' }).waitFor()
        await page.getByText('Thabo Nkosi').waitFor()
        await page.screenshot({ path: `${SHOTS}/search-page-${size}-${theme}.png` })
        await page.goto('/search?q=nothingmatchesthis')
        await page.getByText(/No results for/).waitFor()
        await page.screenshot({ path: `${SHOTS}/search-empty-${size}-${theme}.png` })
        if (size === 'laptop') {
          await page.goto('/')
          const field = page.getByRole('combobox', { name: 'Search Bubbles' })
          await field.click()
          await field.pressSequentially('figam', { delay: 30 })
          await page.getByRole('option', { name: /Thabo Nkosi/ }).waitFor()
          await page.screenshot({ path: `${SHOTS}/suggestions-${size}-${theme}.png` })
        }
      }
    },
    // Eight pages on a busy machine.
    240_000,
  )

  it.skipIf(!SHOTS)(
    'screenshots: a chat search and the message it jumps to, phone and laptop, light and dark',
    async () => {
      mkdirSync(SHOTS!, { recursive: true })
      const { a, matchId } = await chatWithBrief()
      for (const { viewport, size, theme } of SHOT_SCREENS) {
        const page = await browserFor(a, viewport, theme)
        await searchChat(page, matchId)
        await page.screenshot({ path: `${SHOTS}/chat-search-${size}-${theme}.png` })
        await page.getByRole('button', { name: /client's brief/ }).click()
        // Taken while the message flashes, once the smooth scroll has brought it into view.
        const chat = page.getByRole('log', { name: 'Messages' })
        const brief = chat.locator('[data-flash="true"]')
        await brief.waitFor()
        await expect.poll(() => isInside(brief, chat)).toBe(true)
        await page.screenshot({ path: `${SHOTS}/chat-jump-${size}-${theme}.png` })
      }
    },
    240_000,
  )
})

/** A match whose chat holds two hundred messages, the client's brief among the oldest: far beyond its first page. */
async function chatWithBrief() {
  const match = await createMatch(suite.server)
  const start = Date.now() - 3 * 86_400_000
  await suite.server.db.insert(messages).values(
    Array.from({ length: 200 }, (_, index) => ({
      conversationId: match.conversationId,
      senderId: index % 2 ? match.a.user!.id : match.b.user!.id,
      content:
        index === 5 ? "Here is the client's brief: a festival poster in teal" : `Message number ${index}`,
      createdAt: new Date(start + index * 60_000),
    })),
  )
  return match
}

/** Opens the chat and searches it for "brief", until its one hit is listed. */
async function searchChat(page: Page, matchId: string) {
  await page.goto(`/matches?match=${matchId}`)
  await page.getByText('Message number 199').waitFor()
  await page.getByRole('button', { name: 'Search this chat' }).click()
  await page.getByRole('searchbox', { name: 'Words to find in this chat' }).fill('brief')
  await page.getByRole('status').filter({ hasText: '1 message found' }).waitFor()
}

/** Whether an element sits inside the visible box of the list that scrolls it. */
async function isInside(element: Locator, scroller: Locator) {
  const [box, frame] = await Promise.all([element.boundingBox(), scroller.boundingBox()])
  return Boolean(box && frame && box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1)
}
