import { mkdirSync, writeFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createMatch } from '../test/factories'
import type { TestServer } from '../test/server'
import { openAs, PHONE } from './browser'

// What the call tests share: people, their browsers, and how to tell a remote video really plays.

export const LAPTOP = { width: 1366, height: 768 }

export const member = (server: TestServer, firstName: string, lastName: string) =>
  createUser(server.url, { firstName, lastName, profile: { profession: 'Photographer' } })

/** Two matched people with their conversation. */
export async function matchedPair(server: TestServer, a: [string, string], b: [string, string]) {
  const [first, second] = await Promise.all([member(server, ...a), member(server, ...b)])
  const { matchId } = await createMatch(server, { a: first, b: second })
  return { a: first, b: second, matchId }
}

/** A page signed in as `client` (first-visit tour seen), closed with the test file. */
export async function browse(
  browser: Browser,
  server: TestServer,
  contexts: BrowserContext[],
  client: ApiClient,
  { viewport = PHONE, theme = 'light' }: { viewport?: typeof PHONE; theme?: 'light' | 'dark' } = {},
) {
  const [context, page] = await openAs(browser, server, client, { viewport, theme })
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  contexts.push(context)
  return page
}

export const remoteVideo = (page: Page, firstName: string) =>
  page.getByLabel(`Video of ${firstName}`, { exact: true })

/** The tile (list item) around someone's remote video. */
export const tileOf = (page: Page, firstName: string) =>
  page.getByRole('listitem').filter({ has: remoteVideo(page, firstName) })

/** Someone's video really plays here: it has a picture size and its clock moves on. */
export async function expectPlaying(page: Page, firstName: string) {
  const video = remoteVideo(page, firstName)
  await video.waitFor({ state: 'attached', timeout: 20_000 })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0)
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(start + 0.5)
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').getByText(text)

export const callView = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' })

const SHOTS = process.env.SCREENSHOTS
/** With SCREENSHOTS=<dir>, a picture of the page to look at (phone and laptop, light and dark). */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return
  const dir = SHOTS === '1' ? '/tmp/calls-shots' : SHOTS
  mkdirSync(dir, { recursive: true })
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${dir}/${name}.png` })
}

/**
 * A small moving test picture (160x120, 3 fps, YUV4MPEG2) for Chromium's fake camera: six people in a
 * full mesh send thirty streams, which the default 640x480 picture makes too slow on two cores.
 */
export function writeSmallVideo(path: string) {
  const width = 160
  const height = 120
  const frames = 20
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F3:1 Ip A1:1 C420jpeg\n`)
  const parts = [header]
  for (let frame = 0; frame < frames; frame++) {
    const luma = Buffer.alloc(width * height)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) luma[y * width + x] = (x * 2 + frame * 12) % 256
    const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
    parts.push(Buffer.from('FRAME\n'), luma, chroma, chroma)
  }
  writeFileSync(path, Buffer.concat(parts))
}
