import { eq, sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { conversations, messages } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createMatch, createTeam } from '../test/factories'
import { DESKTOP, openAs } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

async function browserFor(client: ApiClient, viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  contexts.push(context)
  return page
}

const person = (firstName: string, lastName: string, profession = 'Designer') =>
  createUser(suite.server.url, { firstName, lastName, profile: { profession } })

const log = (page: Page) => page.getByRole('log', { name: 'Messages' })
const input = (page: Page) => page.getByPlaceholder('Type your message...')
const bubble = (page: Page, text: string) => log(page).getByRole('listitem').filter({ hasText: text })

/** Opens the message's menu with its button, as a keyboard or mouse user does. */
async function openMenu(page: Page, text: string) {
  const message = bubble(page, text).first()
  await message.hover()
  await message.getByRole('button', { name: 'Message actions' }).click()
}

describe('replies, reactions, edits and deletions', () => {
  it('two people reply and react live; one edits and deletes a message', async () => {
    const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
    await createMatch(suite.server, { a: amara, b: bongani })
    const [pageA, pageB] = await Promise.all([browserFor(amara), browserFor(bongani, DESKTOP, 'dark')])
    await Promise.all([pageA.goto('/matches'), pageB.goto('/matches')])
    await pageA.getByRole('heading', { name: 'Bongani Zulu', level: 2 }).waitFor()

    await input(pageA).fill('The moodboard is in the brief')
    await input(pageA).press('Enter')
    await input(pageA).fill('Call at 10?')
    await input(pageA).press('Enter')
    await bubble(pageB, 'Call at 10?').waitFor()

    // Bongani answers the first message in place: his reply quotes it, live on both sides.
    await openMenu(pageB, 'The moodboard is in the brief')
    await pageB.getByRole('menuitem', { name: 'Reply' }).click()
    await pageB.getByText('Replying to Amara Naidoo').waitFor()
    await input(pageB).fill('Love the colours')
    await input(pageB).press('Enter')
    const reply = bubble(pageA, 'Love the colours')
    await reply.getByRole('button', { name: 'Go to the message You wrote' }).waitFor()
    await expect.poll(() => reply.textContent()).toContain('The moodboard is in the brief')

    // A reaction shows on both screens; pressing one's own chip takes it back.
    await openMenu(pageB, 'Call at 10?')
    await pageB.getByRole('menuitemcheckbox', { name: 'React with 🎉' }).click()
    const chipA = bubble(pageA, 'Call at 10?').getByRole('button', { name: /^🎉 1: Bongani Zulu$/ })
    await chipA.waitFor()
    expect(await chipA.getAttribute('aria-pressed')).toBe('false')
    await chipA.click()
    await bubble(pageB, 'Call at 10?')
      .getByRole('button', { name: /^🎉 2: You, Amara Naidoo$/ })
      .waitFor()

    // Amara corrects her message; Bongani sees the new words marked "edited".
    await openMenu(pageA, 'Call at 10?')
    await pageA.getByRole('menuitem', { name: 'Edit' }).click()
    await pageA.getByText('Enter to save, Esc to cancel').waitFor()
    expect(await input(pageA).inputValue()).toBe('Call at 10?')
    await input(pageA).fill('Call at 11?')
    await input(pageA).press('Enter')
    await bubble(pageB, 'Call at 11?').getByText('edited').waitFor()
    // Her composer empties when her own save is answered, which may come after Bongani's live copy.
    await expect.poll(() => input(pageA).inputValue()).toBe('')

    // She takes the first message back: both see the tombstone, and the reply says so.
    await openMenu(pageA, 'The moodboard is in the brief')
    await pageA.getByRole('menuitem', { name: 'Delete' }).click()
    await pageA
      .getByRole('alertdialog', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await log(pageB).getByText('Message deleted', { exact: true }).waitFor()
    await bubble(pageB, 'Love the colours').getByText('Original message deleted').waitFor()
    expect(await log(pageB).getByText('The moodboard is in the brief').count()).toBe(0)
  })

  it('catch-up after a reconnect brings an edit made meanwhile', async () => {
    const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
    const { conversationId } = await createMatch(suite.server, { a: amara, b: bongani })
    // An old message, then a recent one: a catch-up reads again only the last seconds before the
    // newest, so the old message comes back only through the changes since the chat's version.
    const [old] = await suite.server.db
      .insert(messages)
      .values({
        conversationId,
        senderId: amara.user!.id,
        content: 'Budget is R20k',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning()
    await amara.post('/api/messages', { conversationId, content: 'Talk tomorrow' })
    const page = await browserFor(bongani)
    await page.goto('/matches')
    await bubble(page, 'Budget is R20k').waitFor()
    // Edited with no broadcast (as one lost while the connection was away), then the connection drops.
    await suite.server.db.transaction(async (tx) => {
      const [chat] = await tx
        .update(conversations)
        .set({ changeVersion: sql`${conversations.changeVersion} + 1` })
        .where(eq(conversations.id, conversationId))
        .returning()
      await tx
        .update(messages)
        .set({ content: 'Budget is R25k', editedAt: new Date(), version: chat!.changeVersion })
        .where(eq(messages.id, old!.id))
    })
    for (const socket of suite.server.app.io.sockets.sockets.values()) {
      if (socket.data.userId === bongani.user!.id) socket.conn.close()
    }
    await bubble(page, 'Budget is R25k').getByText('edited').waitFor()
  })

  it('a mention picked from the list after @ tells the member', async () => {
    const [lerato, sipho, thandi] = await Promise.all([
      person('Lerato', 'Mokoena'),
      person('Sipho', 'Dlamini'),
      person('Thandi', 'Khumalo'),
    ])
    const { teamId } = await createTeam(suite.server, {
      owner: lerato,
      members: [sipho, thandi],
      name: 'Mural crew',
    })
    const page = await browserFor(lerato)
    await page.goto(`/teams?team=${teamId}&view=chat`)
    await input(page).waitFor()
    // Frames that come late, as on a busy phone (and in CI): the letters typed right after a pick must
    // still follow the name, whatever the next frame does.
    await page.evaluate(() => {
      const next = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => next(() => setTimeout(() => next(callback), 100))
    })
    await input(page).pressSequentially('Can @si')
    const option = page.getByRole('option', { name: 'Sipho Dlamini' })
    await option.waitFor()
    expect(await page.getByRole('option').count()).toBe(1)
    await input(page).press('Enter')
    expect(await input(page).inputValue()).toBe('Can @Sipho Dlamini ')
    await input(page).pressSequentially('take the logo?', { delay: 30 })
    expect(await input(page).inputValue()).toBe('Can @Sipho Dlamini take the logo?')
    await input(page).press('Enter')
    await bubble(page, 'take the logo?').waitFor()
    await expect
      .poll(async () =>
        (await sipho.get('/api/notifications')).body.items?.map((n: { type: string }) => n.type),
      )
      .toContain('mention')
    const thandis = (await thandi.get('/api/notifications')).body.items ?? []
    expect(thandis.map((n: { type: string }) => n.type)).not.toContain('mention')
  })
})
