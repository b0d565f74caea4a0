import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { createTeam } from '../test/factories'
import { connectSocket } from '../test/socket'
import { findAxeViolations } from './axe'
import { FAKE_MEDIA, PHONE } from './browser'
import { browse, callView, expectPlaying, LAPTOP, member, shot } from './call-helpers'
import { browserSuite } from './suite'

// A team call rings the rest of the team, and the Teams list shows it is on.
const suite = browserSuite({}, { browserArgs: FAKE_MEDIA })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

// The call view is a dialog named for the team too: the ring is the one that says who started it.
const ringOf = (page: Page, teamName: string) =>
  page.getByRole('dialog', { name: teamName }).filter({ hasText: 'started a call' })
const cardOf = (page: Page, teamName: string) => page.getByRole('article', { name: teamName })
/**
 * The call layer (which listens for rings) joins just after the first render, in its own chunk: a
 * call started before that rings nobody on this page (its card still shows the call).
 */
async function listening(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/call-layer-')),
  )
  await page.waitForTimeout(300)
}

/**
 * Starts the team's call from the owner's socket until it rings on `page`: on a busy machine the call
 * layer may still be attaching its listeners when the first call starts, and the ring is a live event,
 * not state a late listener could read. A call that rang nobody is ended before the next try.
 */
async function startRinging(
  socket: Awaited<ReturnType<typeof connectSocket>>,
  teamId: string,
  page: Page,
  team: string,
) {
  for (let attempt = 1; ; attempt++) {
    const started = await socket.emitWithAck('call-join', { teamId })
    expect(started).toMatchObject({ ok: true })
    const { callId } = (started as { data: { callId: string } }).data
    try {
      await ringOf(page, team).waitFor({ timeout: 4000 })
      return callId
    } catch (error) {
      if (attempt === 4) throw error
      socket.emit('call-end', { teamId, callId })
      await cardOf(page, team)
        .getByText(/Call in progress/)
        .waitFor({ state: 'detached' })
    }
  }
}

describe('a team call rings the team', () => {
  it('rings the others with Join; the card shows who is in it; the ring goes when the call ends', async () => {
    const [naledi, ruan, kagiso] = await Promise.all([
      member(suite.server, 'Naledi', 'Mahlangu'),
      member(suite.server, 'Ruan', 'Botha'),
      member(suite.server, 'Kagiso', 'Molefe'),
    ])
    const team = await createTeam(suite.server, { owner: naledi, members: [ruan, kagiso], name: 'Ring Crew' })
    const [pageN, pageR, pageK] = await Promise.all([
      browse(suite.browser, suite.server, contexts, naledi, { viewport: LAPTOP }),
      browse(suite.browser, suite.server, contexts, ruan, { viewport: PHONE }),
      browse(suite.browser, suite.server, contexts, kagiso, { viewport: LAPTOP, theme: 'dark' }),
    ])
    await Promise.all([
      pageN.goto(`/teams?team=${team.id}&view=call`),
      pageR.goto('/discover'),
      pageK.goto('/teams'),
    ])
    await cardOf(pageK, 'Ring Crew').waitFor()
    // The ring is a live event: both pages to be rung listen before the call starts.
    await Promise.all([listening(pageR), listening(pageK)])
    await pageN.getByRole('button', { name: 'Start Call' }).click()
    await pageN.getByText('Waiting for others').waitFor()

    // Ruan, on another page, is rung: the team, who started it, Join and Dismiss. Naledi is not.
    const ringR = ringOf(pageR, 'Ring Crew')
    await ringR.getByText('Naledi Mahlangu started a call').waitFor()
    await ringOf(pageK, 'Ring Crew').waitFor()
    // The starter is not rung (their own call view is the only dialog named for the team).
    expect(await pageN.getByText('started a call', { exact: false }).count()).toBe(0)
    await cardOf(pageK, 'Ring Crew').getByText('Call in progress · 1 in call').waitFor()
    await pageR.emulateMedia({ reducedMotion: 'reduce' })
    expect(await findAxeViolations(pageR)).toEqual([])

    await ringR.getByRole('button', { name: 'Join' }).click()
    await Promise.all([expectPlaying(pageN, 'Ruan'), expectPlaying(pageR, 'Naledi')])
    await ringR.waitFor({ state: 'detached' })
    await cardOf(pageK, 'Ring Crew').getByText('Call in progress · 2 in call').waitFor()

    // A fresh load knows too.
    await pageK.reload()
    const card = cardOf(pageK, 'Ring Crew')
    await card.getByText('Call in progress · 2 in call').waitFor()
    await expect.poll(() => card.getByRole('button', { name: 'Join' }).isEnabled()).toBe(true)

    // The call ends: the strip goes from the card (and a ring, had it still been up, with it).
    await pageN.getByRole('button', { name: 'End call' }).click()
    await callView(pageN).waitFor({ state: 'detached' })
    await card.getByText('Call in progress · 1 in call').waitFor()
    await pageR.getByRole('button', { name: 'End call' }).click()
    await callView(pageR).waitFor({ state: 'detached' })
    await card.getByText(/Call in progress/).waitFor({ state: 'detached' })
  })

  it('rings until dismissed, and stops by itself when the call ends', async () => {
    const [owner, ama] = await Promise.all([
      member(suite.server, 'Thandi', 'Nkosi'),
      member(suite.server, 'Ama', 'Dube'),
    ])
    const team = await createTeam(suite.server, { owner, members: [ama], name: 'Quiet Crew' })
    const page = await browse(suite.browser, suite.server, contexts, ama, { viewport: PHONE })
    await page.goto('/teams')
    await cardOf(page, 'Quiet Crew').waitFor()
    await listening(page)
    const socket = await connectSocket(owner)
    try {
      const callId = await startRinging(socket, team.id, page, 'Quiet Crew')
      await ringOf(page, 'Quiet Crew').getByRole('button', { name: 'Dismiss' }).click()
      await ringOf(page, 'Quiet Crew').waitFor({ state: 'detached' })
      await cardOf(page, 'Quiet Crew').getByText('Call in progress · 1 in call').waitFor()
      socket.emit('call-end', { teamId: team.id, callId })
      await cardOf(page, 'Quiet Crew')
        .getByText(/Call in progress/)
        .waitFor({ state: 'detached' })

      // A new call rings again, and its end takes the ring away with nobody touching it.
      const again = await socket.emitWithAck('call-join', { teamId: team.id })
      await ringOf(page, 'Quiet Crew').waitFor()
      socket.emit('call-end', {
        teamId: team.id,
        callId: (again as { data: { callId: string } }).data.callId,
      })
      await ringOf(page, 'Quiet Crew').waitFor({ state: 'detached' })
    } finally {
      socket.close()
    }
  })

  it.runIf(process.env.SCREENSHOTS)('screenshots of the ring: phone and laptop, light and dark', async () => {
    const people = await Promise.all(
      ['Lerato', 'Sipho', 'Zanele', 'Pieter', 'Anika'].map((first) =>
        member(suite.server, first, 'van der Merwe'),
      ),
    )
    const [starter, ...others] = people
    const team = await createTeam(suite.server, {
      owner: starter!,
      members: others,
      name: 'Cape Town Studio',
      maxMembers: 10,
    })
    const looks = [
      { viewport: PHONE, theme: 'light', name: 'team-ring-phone-light' },
      { viewport: PHONE, theme: 'dark', name: 'team-ring-phone-dark' },
      { viewport: LAPTOP, theme: 'light', name: 'team-ring-laptop-light' },
      { viewport: LAPTOP, theme: 'dark', name: 'team-ring-laptop-dark' },
    ] as const
    const pages = await Promise.all(
      looks.map(({ viewport, theme }, i) =>
        browse(suite.browser, suite.server, contexts, others[i]!, { viewport, theme }),
      ),
    )
    await Promise.all(pages.map((page) => page.goto('/teams')))
    await Promise.all(pages.map((page) => cardOf(page, 'Cape Town Studio').waitFor()))
    await Promise.all(pages.map(listening))
    const socket = await connectSocket(starter!)
    try {
      await socket.emitWithAck('call-join', { teamId: team.id })
      for (const [i, page] of pages.entries()) {
        await ringOf(page, 'Cape Town Studio').waitFor()
        await cardOf(page, 'Cape Town Studio').getByText('Call in progress · 1 in call').waitFor()
        await shot(page, looks[i]!.name)
      }
      // The avatar's pulse never ends; axe waits for animations, so it checks without motion.
      await pages[1]!.emulateMedia({ reducedMotion: 'reduce' })
      expect(await findAxeViolations(pages[1]!)).toEqual([])
    } finally {
      socket.close()
    }
  })
})
