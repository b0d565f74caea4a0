import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// docs/decisions/051: reputation is earned. An owner completes a team, a member reviews a teammate with the
// keyboard, and the teammate's profile shows the new rating and the review.
const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})
// SCREENSHOTS=1 also saves the review panel and the profile, phone and laptop, light and dark.
const SHOTS = process.env.SCREENSHOTS ? '/tmp/shots-reputation' : null

const person = (firstName: string) =>
  createUser(suite.server.url, { firstName, lastName: 'Mokoena', profile: { profession: 'Muralist' } })

async function open(
  client: ApiClient,
  path: string,
  viewport = PHONE,
  theme?: 'light' | 'dark',
): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport, theme })
  contexts.push(context)
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  await page.goto(path)
  return page
}

describe('earned reputation', () => {
  it("an owner completes a team, a member reviews a teammate, and the teammate's profile shows it", async () => {
    const [owner, member] = await Promise.all([person('Thabo'), person('Naledi')])
    const team = await createTeam(suite.server, { owner, members: [member], name: 'Soweto Murals' })

    // The owner marks the project completed, after confirming.
    const ownerPage = await open(owner, `/teams?team=${team.id}&view=settings`, DESKTOP)
    await ownerPage.getByRole('button', { name: 'Mark project completed' }).click()
    const confirm = ownerPage.getByRole('alertdialog').or(ownerPage.getByRole('dialog'))
    await confirm.getByRole('button', { name: 'Mark project completed' }).click()
    await ownerPage.getByText(/^Completed on /).waitFor()

    // The member reviews the owner: stars chosen with the keyboard, a few words, posted.
    const memberPage = await open(member, `/teams?team=${team.id}&view=settings`)
    await memberPage.getByRole('heading', { name: 'Review your crew' }).waitFor()
    const stars = memberPage.getByRole('group', { name: 'Stars for Thabo Mokoena' })
    await stars.getByRole('radio', { name: '1 star' }).focus()
    await memberPage.keyboard.press('Space')
    for (let step = 0; step < 3; step++) await memberPage.keyboard.press('ArrowRight')
    await stars.getByRole('radio', { name: '4 stars', checked: true }).waitFor()
    await memberPage.getByLabel('A few words (optional)').fill('Kept the whole wall on schedule')
    await memberPage.getByRole('button', { name: 'Post review' }).click()
    await memberPage.getByRole('button', { name: 'Update review' }).waitFor()
    expect(await findAxeViolations(memberPage)).toEqual([])
    if (SHOTS) await shoot(member, `/teams?team=${team.id}&view=settings`, 'review-panel', 'Review your crew')

    // The teammate's profile: the rating with its count, and the review.
    const profile = await open(member, `/people/${owner.user!.id}`, DESKTOP)
    await profile.getByText('Rating · 1 review').waitFor()
    await profile.getByText('4.0', { exact: true }).first().waitFor()
    await profile.getByText('Kept the whole wall on schedule').waitFor()
    await profile.getByText(/^Soweto Murals · /).waitFor()
    expect(await findAxeViolations(profile)).toEqual([])

    // A teammate may endorse: the skill is a toggle that counts them.
    const endorse = profile.getByRole('button', { name: 'Endorse Lightroom (0 endorsements)' })
    await endorse.click()
    const endorsed = profile.getByRole('button', { name: 'Endorse Lightroom (1 endorsement)' })
    await endorsed.waitFor()
    expect(await endorsed.getAttribute('aria-pressed')).toBe('true')
    if (SHOTS) await shoot(member, `/people/${owner.user!.id}`, 'profile', 'Reviews from teammates')
  })
})

/** The screen at `path` on a phone and a laptop, light and dark, scrolled to `heading`. */
async function shoot(client: ApiClient, path: string, name: string, heading: string) {
  mkdirSync(SHOTS!, { recursive: true })
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await open(client, path, viewport, theme)
      const title = page.getByRole('heading', { name: heading })
      await title.waitFor()
      // The top too: the profile's rating with its count, the panel's place under the team's name.
      await page.screenshot({ path: `${SHOTS}/${name}-top-${size}-${theme}.png` })
      await title.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/${name}-${size}-${theme}.png` })
    }
  }
}
