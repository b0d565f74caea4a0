import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createMatch, createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, type OpenOptions, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

const person = (firstName: string, lastName: string, profession = 'Brand Designer') =>
  createUser(suite.server.url, { firstName, lastName, profile: { profession } })

const pageAs = async (client: ApiClient, options: OpenOptions = {}) => {
  const [, page] = await openAs(suite.browser, suite.server, client, { viewport: PHONE, ...options })
  return page
}

const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  })

describe('team invitations', () => {
  it('an owner invites a match, who accepts from the notification and lands in the team', async () => {
    const [owner, invitee] = await Promise.all([
      person('Thandi', 'Nkosi'),
      person('Sipho', 'Dlamini', 'Photographer'),
    ])
    await createMatch(suite.server, { a: owner, b: invitee })
    const team = await createTeam(suite.server, { owner, name: 'Jozi Zine Collective' })

    // The invitee is in the app already: the invitation reaches them live.
    const inviteePage = await pageAs(invitee, { viewport: DESKTOP })
    await inviteePage.goto('/')
    await bell(inviteePage).waitFor()

    const ownerPage = await pageAs(owner)
    await ownerPage.goto(`/teams?team=${team.id}&view=settings`)
    await ownerPage.getByRole('button', { name: 'Invite Member' }).click()
    const picker = ownerPage.getByRole('dialog', { name: 'Invite to Jozi Zine Collective' })
    await picker.getByRole('button', { name: 'Invite Sipho Dlamini' }).click()
    await ownerPage.getByText('Invitation sent to Sipho Dlamini').waitFor()
    await picker.getByText('Invited', { exact: true }).waitFor()

    await bell(inviteePage, 1).click()
    await inviteePage.getByText('Thandi Nkosi invited you to join Jozi Zine Collective').first().waitFor()
    await inviteePage.getByRole('button', { name: 'Accept the invitation to Jozi Zine Collective' }).click()
    await inviteePage.getByText('You joined Jozi Zine Collective').waitFor()
    // Into the team's chat, as one of its members.
    await inviteePage.waitForURL(`**/teams?team=${team.id}&view=chat`)
    await inviteePage.getByPlaceholder('Type your message...').waitFor()

    // The owner's member list shows the newcomer.
    await ownerPage.keyboard.press('Escape')
    await ownerPage.getByRole('list', { name: 'Members' }).getByText('Sipho Dlamini').waitFor()
    const members = await owner.get(`/api/teams`)
    expect(members.body[0].members.map((m: { userId: string }) => m.userId)).toContain(invitee.user!.id)
  })
})

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations on invitations, the picker and join requests in the ${theme} theme`, async () => {
      const [owner, invitee, asker] = await Promise.all([
        person('Axe', `Owner ${theme}`),
        person('Axe', `Invitee ${theme}`),
        person('Axe', `Asker ${theme}`),
      ])
      await createMatch(suite.server, { a: owner, b: invitee })
      const team = await createTeam(suite.server, { owner, name: `Axe ${theme}`, joinPolicy: 'approval' })
      expect(
        (await owner.post(`/api/teams/${team.id}/invitations`, { userId: invitee.user!.id })).status,
      ).toBe(201)
      const asked = await asker.post(`/api/teams/${team.id}/join`)
      expect([asked.status, asked.body]).toEqual([202, { status: 'pending' }])

      const page = await pageAs(invitee, { viewport: DESKTOP, theme })
      await page.goto('/teams')
      await page.getByRole('button', { name: `Accept the invitation to Axe ${theme}` }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await bell(page, 1).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Accept the invitation/ })
        .waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.close()

      const ownerPage = await pageAs(owner, { viewport: DESKTOP, theme })
      await ownerPage.goto(`/teams?team=${team.id}&view=settings`)
      await ownerPage.getByRole('button', { name: `Approve Axe Asker ${theme}` }).waitFor()
      expect(await findAxeViolations(ownerPage)).toEqual([])
      await ownerPage.getByRole('button', { name: 'Invite Member' }).click()
      await ownerPage.getByRole('button', { name: `Cancel the invitation of Axe Invitee ${theme}` }).waitFor()
      expect(await findAxeViolations(ownerPage)).toEqual([])
      await ownerPage.close()
    }, 150_000)
  }
})

// Screenshots to look at (SCREENSHOTS=<dir>): phone and laptop, light and dark.
describe.runIf(process.env.SCREENSHOTS)('screenshots', () => {
  it('invitations on Teams and in the bell; the picker; join requests in Team Settings', async () => {
    const dir = process.env.SCREENSHOTS === '1' ? '/tmp/team-invitation-shots' : process.env.SCREENSHOTS!
    mkdirSync(dir, { recursive: true })
    const [owner, invitee, asker, another] = await Promise.all([
      person('Thandi', 'Nkosi'),
      person('Sipho', 'Dlamini', 'Photographer'),
      person('Lerato', 'Mokoena', 'Copywriter'),
      person('Anele', 'Zulu', 'Illustrator'),
    ])
    await createMatch(suite.server, { a: owner, b: invitee })
    await createMatch(suite.server, { a: owner, b: another })
    const team = await createTeam(suite.server, {
      owner,
      name: 'Jozi Zine Collective',
      description: 'A quarterly zine of Johannesburg street photography and poetry.',
      projectType: 'branding',
      joinPolicy: 'approval',
    })
    const second = await createTeam(suite.server, {
      owner: another,
      name: 'Cape Sound Lab',
      projectType: 'marketing',
    })
    await createMatch(suite.server, { a: another, b: invitee })
    await owner.post(`/api/teams/${team.id}/invitations`, { userId: invitee.user!.id })
    await another.post(`/api/teams/${second.id}/invitations`, { userId: invitee.user!.id })
    expect((await asker.post(`/api/teams/${team.id}/join`)).status).toBe(202)

    const settle = (page: Page) =>
      page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['laptop', { width: 1366, height: 768 }],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await pageAs(invitee, { viewport, theme })
        await page.goto('/teams')
        await page.getByRole('heading', { name: 'Invitations' }).waitFor()
        await page.getByRole('button', { name: 'Accept the invitation to Cape Sound Lab' }).waitFor()
        await settle(page)
        await page.screenshot({ path: `${dir}/teams-invitations-${name}-${theme}.png` })
        await bell(page, 2).click()
        await page.getByRole('button', { name: 'Accept the invitation to Jozi Zine Collective' }).waitFor()
        await settle(page)
        await page.screenshot({ path: `${dir}/notifications-invitation-${name}-${theme}.png` })
        await page.close()

        const ownerPage = await pageAs(owner, { viewport, theme })
        await ownerPage.goto(`/teams?team=${team.id}&view=settings`)
        await ownerPage.getByRole('button', { name: 'Approve Lerato Mokoena' }).waitFor()
        await settle(ownerPage)
        await ownerPage.screenshot({
          path: `${dir}/settings-join-requests-${name}-${theme}.png`,
          fullPage: true,
        })
        await ownerPage.getByRole('button', { name: 'Invite Member' }).click()
        await ownerPage.getByRole('button', { name: 'Cancel the invitation of Sipho Dlamini' }).waitFor()
        await settle(ownerPage)
        await ownerPage.screenshot({ path: `${dir}/invite-picker-${name}-${theme}.png` })
        await ownerPage.close()

        const askerPage = await pageAs(asker, { viewport, theme })
        await askerPage.goto('/teams')
        await askerPage.getByRole('button', { name: 'Request sent to join Jozi Zine Collective' }).waitFor()
        await settle(askerPage)
        await askerPage.screenshot({ path: `${dir}/find-teams-requested-${name}-${theme}.png` })
        await askerPage.close()
      }
    }
  }, 300_000)
})
