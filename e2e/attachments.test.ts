import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../test/client'
import { createMatch, createMember, createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const LAPTOP = { width: 1366, height: 768 }
const SHOTS = process.env.ATTACHMENT_SHOTS_DIR

async function browserFor(client: ApiClient, viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  contexts.push(context)
  return page
}

const person = (firstName: string, lastName: string) =>
  createMember(suite.server, { firstName, lastName, profile: { profession: 'Graphic Designer' } })

const log = (page: Page) => page.getByRole('log', { name: 'Messages' })
const input = (page: Page) => page.getByPlaceholder('Type your message...')
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' })

const moodboard = () =>
  sharp({
    create: { width: 640, height: 420, channels: 3, background: '#7c3aed' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="420"><circle cx="200" cy="210" r="140" fill="#f97316"/><rect x="360" y="90" width="220" height="240" rx="32" fill="#22d3ee"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer()

const BRIEF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** Picks files with the chat's attach button, as a person would. */
async function attachFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Attach files' }).click()
  await (await chooser).setFiles(files)
}

/** Drops files on the chat window, as dragging them from the desktop does. */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  await page.getByRole('log', { name: 'Messages' }).evaluate((target, list) => {
    const data = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      data.items.add(new File([bytes], file.name, { type: file.type }))
    }
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }))
  }, files)
}

describe('attachments in chat', () => {
  it('lets two browsers share an image and a PDF in 1:1 chat: a preview, a viewer, a download', async () => {
    const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
    await createMatch(suite.server, { a: amara, b: bongani })
    const [pageA, pageB] = await Promise.all([browserFor(amara), browserFor(bongani)])
    await Promise.all([pageA.goto('/matches'), pageB.goto('/matches')])
    await pageA.getByText('No messages yet').waitFor()
    await pageB.getByText('No messages yet').waitFor()

    await attachFiles(pageA, [
      { name: 'moodboard.png', mimeType: 'image/png', buffer: await moodboard() },
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: BRIEF },
    ])
    const tray = pageA.getByRole('list', { name: 'Files to send' })
    await tray.getByText('brief.pdf').waitFor()
    // Sent once both are up: the send button waits for the uploads.
    await expect.poll(() => sendButton(pageA).isEnabled()).toBe(true)
    await input(pageA).fill('Moodboard and brief')
    await input(pageA).press('Enter')
    await tray.waitFor({ state: 'detached' })

    const bubble = log(pageB).getByRole('listitem').filter({ hasText: 'Moodboard and brief' })
    const preview = bubble.getByRole('button', { name: 'Open image moodboard.webp' })
    await preview.waitFor()
    await expect
      .poll(() =>
        preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0)
    await preview.click()
    const viewer = pageB.getByRole('dialog', { name: 'moodboard.webp' })
    const full = viewer.getByRole('img', { name: 'moodboard.webp' })
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
    await pageB.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })

    const chip = bubble.getByRole('link', { name: /^Download brief\.pdf/ })
    const download = pageB.waitForEvent('download')
    await chip.click()
    const file = await download
    expect(file.suggestedFilename()).toBe('brief.pdf')
    expect(readFileSync((await file.path())!).equals(BRIEF)).toBe(true)

    // The sender sees the same message, stored.
    await log(pageA).getByRole('button', { name: 'Open image moodboard.webp' }).waitFor()
    expect(await findAxeViolations(pageB)).toEqual([])
  })

  it('takes files dropped on a team chat, shows upload progress, and cancels an upload', async () => {
    const [owner, member] = await Promise.all([person('Thandi', 'Nkosi'), person('Sipho', 'Dlamini')])
    await createTeam(suite.server, { owner, members: [member], name: 'Kasi Film Crew' })
    const [pageO, pageM] = await Promise.all([browserFor(owner), browserFor(member)])
    for (const page of [pageO, pageM]) {
      await page.goto('/teams')
      await page.getByRole('button', { name: 'Team Chat' }).click()
      await page.getByText('No messages yet').waitFor()
    }

    // An upload that gets no answer stays in progress until cancelled.
    let held = 0
    await pageO.route('**/api/attachments', () => {
      held++
    })
    await attachFiles(pageO, [{ name: 'rushes.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(64 * 1024) }])
    const tray = pageO.getByRole('list', { name: 'Files to send' })
    await tray.getByRole('progressbar', { name: 'Uploading rushes.mp4' }).waitFor()
    expect(await sendButton(pageO).isEnabled()).toBe(false)
    await tray.getByRole('button', { name: 'Cancel upload of rushes.mp4' }).click()
    await tray.waitFor({ state: 'detached' })
    expect(held).toBe(1)
    await pageO.unroute('**/api/attachments')

    const shot = await moodboard()
    await dropFiles(pageO, [
      { name: 'frame.png', type: 'image/png', base64: shot.toString('base64') },
      {
        name: 'call-sheet.txt',
        type: 'text/plain',
        base64: Buffer.from('Call 07:00, Bo-Kaap\n').toString('base64'),
      },
    ])
    await tray.getByText('call-sheet.txt').waitFor()
    await expect.poll(() => sendButton(pageO).isEnabled()).toBe(true)
    // Files alone, no text: still a message.
    await sendButton(pageO).click()
    const arrived = log(pageM).getByRole('listitem').filter({ hasText: 'Thandi Nkosi' })
    await arrived.getByRole('button', { name: 'Open image frame.webp' }).waitFor()
    await arrived.getByRole('link', { name: /^Download call-sheet\.txt/ }).waitFor()
  })

  it.skipIf(!SHOTS)(
    'screenshots: both chats with attachments, phone and laptop, light and dark',
    async () => {
      mkdirSync(SHOTS!, { recursive: true })
      const [amara, bongani] = await Promise.all([person('Amara', 'Naidoo'), person('Bongani', 'Zulu')])
      const { conversationId } = await createMatch(suite.server, { a: amara, b: bongani })
      const upload = async (client: ApiClient, buffer: Buffer, name: string) => {
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(buffer)]), name)
        const res = await fetch(new URL('/api/attachments', suite.server.url), {
          method: 'POST',
          headers: { cookie: client.cookieHeader },
          body: form,
        })
        return ((await res.json()) as { id: string }).id
      }
      const image = await upload(amara, await moodboard(), 'moodboard.png')
      const pdf = await upload(amara, BRIEF, 'brand-brief.pdf')
      await amara.post('/api/messages', {
        conversationId,
        content: 'Moodboard and the brief for Friday',
        attachmentIds: [image, pdf],
        clientId: randomUUID(),
      })
      await bongani.post('/api/messages', { conversationId, content: 'Love the colours. Notes by tonight!' })
      const team = await createTeam(suite.server, {
        owner: amara,
        members: [bongani],
        name: 'Cape Brand Studio',
      })
      const logo = await upload(bongani, await moodboard(), 'logo-v3.png')
      const notes = await upload(
        bongani,
        Buffer.from('Logo notes\n- v3 keeps the orange\n'),
        'logo-notes.txt',
      )
      await bongani.post(`/api/teams/${team.teamId}/chat`, {
        content: 'Logo v3 and my notes',
        attachmentIds: [logo, notes],
      })
      await amara.post(`/api/teams/${team.teamId}/chat`, { content: 'Perfect, shipping it.' })

      for (const theme of ['light', 'dark'] as const) {
        for (const [device, viewport] of [
          ['phone', PHONE],
          ['laptop', LAPTOP],
        ] as const) {
          const page = await browserFor(bongani, viewport, theme)
          await page.goto('/matches')
          if (device === 'phone') await page.getByText('Amara Naidoo').first().click()
          await log(page).getByRole('button', { name: 'Open image moodboard.webp' }).waitFor()
          await page.waitForTimeout(400)
          await page.screenshot({ path: `${SHOTS}/direct-${device}-${theme}.png` })
          await page.goto('/teams')
          await page.getByRole('button', { name: 'Team Chat' }).click()
          await log(page).getByRole('button', { name: 'Open image logo-v3.webp' }).waitFor()
          await page.waitForTimeout(400)
          await page.screenshot({ path: `${SHOTS}/team-${device}-${theme}.png` })
          await log(page).getByRole('button', { name: 'Open image logo-v3.webp' }).click()
          await page.getByRole('dialog').getByRole('img').waitFor()
          await page.waitForTimeout(300)
          await page.screenshot({ path: `${SHOTS}/viewer-${device}-${theme}.png` })
        }
      }
    },
  )
})
