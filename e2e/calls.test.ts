import type { Message } from '@shared/schemas/chat'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../test/client'
import { createMatch } from '../test/factories'
import { findAxeViolations } from './axe'
import { FAKE_MEDIA, launchBrowser, openAs, PHONE } from './browser'
import {
  browse,
  callView,
  expectPlaying,
  LAPTOP,
  matchedPair,
  member,
  remoteVideo,
  shot,
  tileOf,
  toast,
} from './call-helpers'
import { browserSuite } from './suite'

const suite = browserSuite({}, { browserArgs: FAKE_MEDIA })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const open = (client: ApiClient, options?: Parameters<typeof browse>[4]) =>
  browse(suite.browser, suite.server, contexts, client, options)
const callButton = (page: Page) => page.getByRole('button', { name: 'Video call', exact: true })
const incoming = (page: Page, callerName: string) => page.getByRole('dialog', { name: callerName })
/**
 * Calls from the caller's open chat until the callee's page rings. A page opened a moment ago connects its
 * live layer just after its first render; a call before that is refused as "not online" (tested below),
 * and the caller tries again, as a person would.
 */
async function ring(caller: Page, callee: Page, callerName: string) {
  for (let attempt = 1; ; attempt++) {
    await callButton(caller).click()
    try {
      await incoming(callee, callerName).waitFor({ timeout: 4000 })
      return
    } catch (error) {
      if (attempt === 4) throw error
      // "… is not online" is an error toast, which stays until closed (client/lib/toast.ts), and it lies
      // over the call button: the caller closes it before the next try, as a person would.
      const refusal = caller.locator('[data-sonner-toast]').first()
      if (await refusal.isVisible()) {
        await refusal.getByRole('button', { name: 'Close toast' }).click()
        await refusal.waitFor({ state: 'detached' })
      }
    }
  }
}
const log = (page: Page) => page.getByRole('log', { name: 'Messages' })

/** The call lines of a conversation, as the API gives them. */
async function callLines(client: ApiClient, matchId: string) {
  const { body } = await client.get<{ messages: Message[] }>(`/api/conversations/${matchId}/messages`)
  return body.messages.filter((message) => message.call).map((message) => message.call)
}

describe('a 1:1 video call', () => {
  it('rings the other person on any page; both see the other live; mute shows there; End call leaves its line', async () => {
    const {
      a: amara,
      b: bongani,
      matchId,
    } = await matchedPair(suite.server, ['Amara', 'Naidoo'], ['Bongani', 'Zulu'])
    const [pageA, pageB] = await Promise.all([
      open(amara, { viewport: LAPTOP }),
      open(bongani, { viewport: PHONE }),
    ])
    await pageB.goto('/portfolio')
    await pageA.goto(`/matches?match=${matchId}`)
    await ring(pageA, pageB, 'Amara Naidoo')

    // Bongani is on another page: the dialog shows who calls, with Accept and Decline.
    const dialog = incoming(pageB, 'Amara Naidoo')
    await dialog.getByText('Incoming video call').waitFor()
    await dialog.getByRole('button', { name: 'Decline' }).waitFor()
    await pageA.getByText('Calling…').first().waitFor()
    await shot(pageB, 'incoming-phone-light')
    await shot(pageA, 'outgoing-laptop-light')
    // The ringing pulse never ends; axe waits for animations, so it checks the reduced-motion dialog.
    await pageB.emulateMedia({ reducedMotion: 'reduce' })
    expect(await findAxeViolations(pageB)).toEqual([])
    await dialog.getByRole('button', { name: 'Accept' }).click()

    await Promise.all([expectPlaying(pageA, 'Bongani'), expectPlaying(pageB, 'Amara')])
    await shot(pageA, 'one-to-one-laptop-light')
    await shot(pageB, 'one-to-one-phone-light')
    expect(await findAxeViolations(pageA)).toEqual([])

    // Amara mutes and turns her camera off: Bongani's tile of her says so; then both come back.
    await pageA.getByRole('button', { name: 'Mute', exact: true }).click()
    await tileOf(pageB, 'Amara').getByText('Muted').waitFor({ state: 'attached' })
    await pageA.getByRole('button', { name: 'Turn camera off' }).click()
    await tileOf(pageB, 'Amara').getByText('Camera off').waitFor()
    await shot(pageB, 'one-to-one-muted-phone-light')
    await pageA.getByRole('button', { name: 'Unmute' }).click()
    await pageA.getByRole('button', { name: 'Turn camera on' }).click()
    await tileOf(pageB, 'Amara').getByText('Muted').waitFor({ state: 'detached' })
    await tileOf(pageB, 'Amara').getByText('Camera off').waitFor({ state: 'detached' })

    // Amara shares her screen (replaceTrack, no new negotiation): Bongani's tile says so and her video
    // becomes the screen's frames (the screen's size, not the camera's); Stop sharing brings the camera back.
    // The camera's size is not a fixed figure: on a busy machine the encoder scales the camera down (to 320
    // wide) and a fresh camera track starts at full size again. A screen keeps its resolution, so the camera
    // is back when the width is no longer the screen's.
    const widthOfAmara = () =>
      remoteVideo(pageB, 'Amara').evaluate((video) => (video as HTMLVideoElement).videoWidth)
    const cameraWidth = await widthOfAmara()
    await pageA.getByRole('button', { name: 'Share screen' }).click()
    await tileOf(pageB, 'Amara').getByText('Sharing screen').waitFor({ state: 'attached' })
    await expect.poll(widthOfAmara, { timeout: 15_000 }).not.toBe(cameraWidth)
    const screenWidth = await widthOfAmara()
    await pageA.getByRole('button', { name: 'Stop sharing' }).click()
    await tileOf(pageB, 'Amara').getByText('Sharing screen').waitFor({ state: 'detached' })
    await expect.poll(widthOfAmara, { timeout: 15_000 }).not.toBe(screenWidth)

    // The call goes on while Bongani moves around the app, minimized.
    await pageB.getByRole('button', { name: 'Minimize call' }).click()
    await pageB.getByRole('region', { name: 'Call: Amara Naidoo' }).waitFor()
    await pageB.getByRole('link', { name: 'Discover' }).first().click()
    await expectPlaying(pageB, 'Amara')
    await shot(pageB, 'minimized-phone-light')
    await pageB.getByRole('button', { name: 'Back to call' }).click()
    await callView(pageB).waitFor()

    await pageA.getByRole('button', { name: 'End call' }).click()
    await callView(pageA).waitFor({ state: 'detached' })
    await callView(pageB).waitFor({ state: 'detached' })
    await log(pageA).getByText('Video call, 1 min').waitFor()
    await shot(pageA, 'call-line-laptop-light')
    expect(await callLines(amara, matchId)).toEqual([{ outcome: 'ended', seconds: expect.any(Number) }])
  })

  it('ends the call for the other person when one side leaves the page', async () => {
    const {
      a: caller,
      b: callee,
      matchId,
    } = await matchedPair(suite.server, ['Lindiwe', 'Dube'], ['Pieter', 'Kruger'])
    const [pageA, pageB] = await Promise.all([open(caller), open(callee)])
    await Promise.all([pageA.goto(`/matches?match=${matchId}`), pageB.goto('/discover')])
    await ring(pageA, pageB, 'Lindiwe Dube')
    await incoming(pageB, 'Lindiwe Dube').getByRole('button', { name: 'Accept' }).click()
    await Promise.all([expectPlaying(pageA, 'Pieter'), expectPlaying(pageB, 'Lindiwe')])

    // Pieter closes his tab mid-call (pagehide): Lindiwe's call ends at once, with its line.
    await pageB.close({ runBeforeUnload: true })
    await callView(pageA).waitFor({ state: 'detached' })
    await log(pageA)
      .getByText(/^Video call, \d+ min$/)
      .waitFor()
    expect(await callLines(caller, matchId)).toEqual([{ outcome: 'ended', seconds: expect.any(Number) }])
  })

  it('tells the caller when the other person declines, and both chats say so', async () => {
    const {
      a: amara,
      b: bongani,
      matchId,
    } = await matchedPair(suite.server, ['Ayanda', 'Khumalo'], ['Bontle', 'Sithole'])
    const [pageA, pageB] = await Promise.all([
      open(amara, { viewport: PHONE, theme: 'dark' }),
      open(bongani, { viewport: LAPTOP, theme: 'dark' }),
    ])
    await Promise.all([pageA.goto(`/matches?match=${matchId}`), pageB.goto(`/matches?match=${matchId}`)])
    await log(pageB).waitFor()
    await ring(pageA, pageB, 'Ayanda Khumalo')
    const dialog = incoming(pageB, 'Ayanda Khumalo')
    await dialog.waitFor()
    await shot(pageB, 'incoming-laptop-dark')
    await pageB.emulateMedia({ reducedMotion: 'reduce' })
    expect(await findAxeViolations(pageB)).toEqual([])
    await dialog.getByRole('button', { name: 'Decline' }).click()
    await toast(pageA, 'Bontle declined the call').waitFor()
    await callView(pageA).waitFor({ state: 'detached' })
    await log(pageA).getByText('Declined video call').waitFor()
    await log(pageB).getByText('Declined video call').waitFor()
    await shot(pageA, 'call-line-phone-dark')
    expect(await callLines(amara, matchId)).toEqual([{ outcome: 'declined' }])
  })

  it('fails at once, in words, when the other person is not online', async () => {
    const { a: amara, matchId } = await matchedPair(suite.server, ['Lerato', 'Mokoena'], ['Sizwe', 'Dube'])
    const page = await open(amara)
    await page.goto(`/matches?match=${matchId}`)
    await callButton(page).click()
    await toast(page, 'Sizwe is not online').waitFor()
    await callView(page).waitFor({ state: 'detached' })
    await expect.poll(() => callButton(page).isEnabled()).toBe(true)
  })

  it('refuses a second caller with "busy" while a call goes on', async () => {
    const {
      a: amara,
      b: bongani,
      matchId,
    } = await matchedPair(suite.server, ['Thandi', 'Nkosi'], ['Sipho', 'Dlamini'])
    const third = await member(suite.server, 'Zola', 'Mthembu')
    const other = await createMatch(suite.server, { a: third, b: bongani })
    const [pageA, pageB, pageC] = await Promise.all([open(amara), open(bongani), open(third)])
    await Promise.all([
      pageA.goto(`/matches?match=${matchId}`),
      pageB.goto('/'),
      pageC.goto(`/matches?match=${other.matchId}`),
    ])
    await ring(pageA, pageB, 'Thandi Nkosi')
    await incoming(pageB, 'Thandi Nkosi').getByRole('button', { name: 'Accept' }).click()
    await expectPlaying(pageA, 'Sipho')
    await callButton(pageC).click()
    await toast(pageC, 'Sipho is in another call').waitFor()
    // Sipho's call with Thandi went on, undisturbed.
    expect(await incoming(pageB, 'Zola Mthembu').count()).toBe(0)
    await expectPlaying(pageB, 'Thandi')
  })

  it('says "Call failed" when the camera is refused, on either side, and ends the call cleanly', async () => {
    const {
      a: amara,
      b: bongani,
      matchId,
    } = await matchedPair(suite.server, ['Palesa', 'Mokoena'], ['Jabu', 'Nkosi'])
    // A browser that says no to the camera: fake devices exist, but every permission prompt is denied.
    const denying = await launchBrowser(['--use-fake-device-for-media-stream', '--deny-permission-prompts'])
    try {
      const [, pageA] = await openAs(denying, suite.server, amara, { viewport: LAPTOP })
      const pageB = await open(bongani)
      await Promise.all([pageA.goto(`/matches?match=${matchId}`), pageB.goto('/')])
      await callButton(pageA).click()
      await toast(pageA, 'Call failed').waitFor()
      await toast(
        pageA,
        'Unable to access camera/microphone. Please check permissions in your browser.',
      ).waitFor()
      await shot(pageA, 'refused-laptop-light')
      expect(await callView(pageA).count()).toBe(0)
      await expect.poll(() => callButton(pageA).isEnabled()).toBe(true)
      // Nothing rang: the call never left Palesa's browser.
      expect(await incoming(pageB, 'Palesa Mokoena').count()).toBe(0)
      // An error toast stays until closed: closed now, so the next one is seen to come.
      await pageA.getByRole('button', { name: 'Close toast' }).click()
      await toast(pageA, 'Call failed').waitFor({ state: 'detached' })

      // Jabu calls; Palesa accepts but her camera is refused: both sides end, and Jabu is told.
      await pageB.goto(`/matches?match=${matchId}`)
      await ring(pageB, pageA, 'Jabu Nkosi')
      await incoming(pageA, 'Jabu Nkosi').getByRole('button', { name: 'Accept' }).click()
      await toast(
        pageA,
        'Unable to access camera/microphone. Please check permissions in your browser.',
      ).waitFor()
      await incoming(pageA, 'Jabu Nkosi').waitFor({ state: 'detached' })
      await toast(pageB, 'Palesa could not join the call.').waitFor()
      await callView(pageB).waitFor({ state: 'detached' })
      expect(await callLines(bongani, matchId)).toEqual([{ outcome: 'missed' }])
    } finally {
      await denying.close()
    }
  })
})

describe('what calls cost a page', () => {
  it('loads no call code on the landing page, and no engine or call screens for a member until a call', async () => {
    const callCode = (paths: string[]) => paths.filter((path) => /\/assets\/(call|engine)/.test(path))
    const [context, landing] = await openAs(suite.browser, suite.server, null)
    contexts.push(context)
    const visitorPaths: string[] = []
    landing.on('request', (request) => visitorPaths.push(new URL(request.url()).pathname))
    await landing.goto('/')
    await landing.waitForLoadState('networkidle')
    expect(callCode(visitorPaths)).toEqual([])

    const { a: amara, matchId } = await matchedPair(suite.server, ['Kamo', 'Sithole'], ['Nandi', 'Zungu'])
    const page = await open(amara)
    const memberPaths: string[] = []
    page.on('request', (request) => memberPaths.push(new URL(request.url()).pathname))
    await page.goto(`/matches?match=${matchId}`)
    await callButton(page).waitFor()
    await page.waitForLoadState('networkidle')
    // Only the light listener: the WebRTC engine and the call's screens wait for a call.
    expect(callCode(memberPaths).map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
      expect.arrayContaining(['/assets/call-layer']),
    )
    expect(callCode(memberPaths).filter((path) => /engine|call-stage/.test(path))).toEqual([])
  })
})
