import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { findAxeViolations } from './axe'
import { DESKTOP, newPage, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

const PEOPLE = 5
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const stepTitle = (page: Page) => page.locator('#demo-step-title')
const counterText = (page: Page) => page.getByText(/^Profile \d of \d$/).textContent()

/** The demo at step 1; with `clock`, the page's timers run on Playwright's clock (still flowing on its own). */
async function openDemo({ clock = false } = {}) {
  const [context, page] = await newPage(suite.browser, suite.server.url)
  if (clock) await page.clock.install()
  await page.goto('/demo')
  await page.getByText('Step 1 of 5').waitFor()
  return { context, page }
}

/** Three turns of the page's task queue: React renders and runs its effects between two clock steps. */
const settle = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel()
    let turns = 0
    channel.port1.onmessage = () => (++turns === 3 ? resolve(null) : channel.port2.postMessage(null))
    channel.port2.postMessage(null)
  })

/** `ms` of the page's timers pass at once, in half-second steps with the page's own work between them. */
async function passTime(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += 500) {
    await page.clock.runFor(500)
    await page.evaluate(settle)
  }
}

describe('Demo', () => {
  it('walks the five steps with Previous, Next and a progress indicator', async () => {
    const { context, page } = await openDemo()
    expect(await button(page, 'Previous').isDisabled()).toBe(true)
    expect(await counterText(page)).toBe(`Profile 1 of ${PEOPLE}`)
    const titles = ['Match', 'Chat', 'Team Up', 'Showcase']
    for (const [i, title] of titles.entries()) {
      await button(page, 'Next').click()
      await page.getByText(`Step ${i + 2} of 5`).waitFor()
      expect(await stepTitle(page).textContent()).toBe(title)
    }
    expect(await button(page, 'Next').isDisabled()).toBe(true)
    // Step 5: the sample portfolio.
    await page.getByRole('button', { name: 'Upload New Project' }).waitFor()
    expect(await page.getByRole('button', { name: /^View/ }).count()).toBe(2)
    expect(await page.getByText('Completed', { exact: true }).count()).toBe(2)
    await page.getByRole('button', { name: 'View Kasi Coffee Rebrand' }).click()
    await page.getByRole('dialog', { name: 'Kasi Coffee Rebrand' }).waitFor()
    await page.keyboard.press('Escape')

    await button(page, 'Previous').click()
    // Step 4: the sample team.
    await page.getByText('3/5 members').waitFor()
    expect(
      await page.getByRole('progressbar', { name: 'Project progress' }).getAttribute('aria-valuenow'),
    ).toBe('65')
    await button(page, 'Join Team').click()
    await button(page, 'Previous').click()
    await button(page, 'Previous').click()
    // Steps 2 and 3 without likes.
    await page.getByText('Like some profiles first to see matches here!').waitFor()
    await button(page, 'Next').click()
    await page.getByText('Like some profiles first to see matches here!').waitFor()

    const cta = page.getByRole('link', { name: 'Get Started with Google' })
    expect(await cta.getAttribute('href')).toBe('/api/auth/google')
    await context.close()
  })

  it('likes with an "It\'s a Match!" overlay for 1.5 s, passes, and lists the matches with messages', async () => {
    const { context, page } = await openDemo()
    await button(page, 'Like').click()
    const overlay = page.getByText("It's a Match!")
    await overlay.waitFor()
    const shownAt = Date.now()
    // The deck moves on only when the overlay goes.
    expect(await counterText(page)).toBe(`Profile 1 of ${PEOPLE}`)
    await overlay.waitFor({ state: 'detached' })
    const shownFor = Date.now() - shownAt
    expect(shownFor).toBeGreaterThan(1000)
    expect(shownFor).toBeLessThan(2500)
    expect(await counterText(page)).toBe(`Profile 2 of ${PEOPLE}`)

    for (let n = 2; n < PEOPLE; n++) {
      await button(page, 'Pass').click()
      await expect.poll(() => counterText(page)).toBe(`Profile ${n + 1} of ${PEOPLE}`)
    }
    // Passing the last profile goes on to step 2.
    await button(page, 'Pass').click()
    await page.getByText('Step 2 of 5').waitFor()
    const matches = page.getByRole('list', { name: 'Your matches' }).getByRole('listitem')
    expect(await matches.count()).toBe(1)
    expect(await matches.first().textContent()).toContain('Zanele Mokoena')
    await button(page, 'Next').click()
    await page.getByRole('region', { name: 'Conversation with Zanele Mokoena' }).waitFor()
    await page.getByText('Want to team up on a banking app for spaza shops?').waitFor()

    await page.getByRole('button', { name: 'Restart Demo' }).click()
    await page.getByText('Step 1 of 5').waitFor()
    expect(await counterText(page)).toBe(`Profile 1 of ${PEOPLE}`)
    await button(page, 'Next').click()
    await page.getByText('Like some profiles first to see matches here!').waitFor()
    await context.close()
  })

  it('Auto Play likes every profile, then shows the matches; Restart stops it', async () => {
    const { context, page } = await openDemo({ clock: true })
    await button(page, 'Auto Play').click()
    expect(await button(page, 'Pause').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => counterText(page), { timeout: 8000 }).toBe(`Profile 2 of ${PEOPLE}`)
    await button(page, 'Pause').click()
    await button(page, 'Auto Play').click()
    await page.getByText('Step 2 of 5').waitFor({ timeout: 20_000 })
    expect(await page.getByRole('list', { name: 'Your matches' }).getByRole('listitem').count()).toBe(PEOPLE)

    await page.getByRole('button', { name: 'Restart Demo' }).click()
    await page.getByText('Step 1 of 5').waitFor()
    expect(await button(page, 'Auto Play').getAttribute('aria-pressed')).toBe('false')
    // The negative proven without a fixed wait: ten seconds of the page's timers pass at once (a like
    // and its overlay take 2.7 s), so an Auto Play still running would have moved the deck on.
    await passTime(page, 10_000)
    expect(await counterText(page)).toBe(`Profile 1 of ${PEOPLE}`)
    await context.close()
  })

  it('swipes the demo deck with the arrow keys', async () => {
    const { context, page } = await openDemo()
    await page.getByRole('region', { name: 'Sample profiles' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => counterText(page)).toBe(`Profile 2 of ${PEOPLE}`)
    await page.keyboard.press('ArrowRight')
    await page.getByText("It's a Match!").waitFor()
    await context.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe-core violations on any step in the ${theme} theme`, async () => {
      const viewport = theme === 'light' ? PHONE : DESKTOP
      const [context, page] = await openAs(suite.browser, suite.server, null, { viewport, theme })
      await page.goto('/demo')
      await page.getByText('Step 1 of 5').waitFor()
      await button(page, 'Like').click()
      await page.getByText("It's a Match!").waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.getByText("It's a Match!").waitFor({ state: 'detached' })
      for (let step = 2; step <= 5; step++) {
        await button(page, 'Next').click()
        await page.getByText(`Step ${step} of 5`).waitFor()
        expect(await findAxeViolations(page)).toEqual([])
      }
      await context.close()
    })
  }
})
