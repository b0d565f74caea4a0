import type { Team } from '@shared/schemas/teams'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createTeam, joinTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, type OpenOptions, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

const member = (firstName: string, lastName: string, profession?: string) =>
  createUser(suite.server.url, { firstName, lastName, profile: profession ? { profession } : {} })

/** A browser page signed in as `client` (its session cookie), with the given theme. */
const pageAs = (client: ApiClient | null, { viewport = PHONE, theme = 'light' }: OpenOptions = {}) =>
  openAs(suite.browser, suite.server, client, { viewport, theme })

/** Waits for the PATCH or PUT the action sends, so a reload right after sees it stored. */
async function saved(page: Page, method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', action: () => Promise<void>) {
  const response = page.waitForResponse(
    (res) => res.request().method() === method && res.url().includes('/api/'),
  )
  await action()
  expect((await response).ok()).toBe(true)
}

describe('Teams & Collaboration', () => {
  it('creates a team, manages its tasks and changes its settings, all kept after a reload', async () => {
    const owner = await member('Thandi', 'Nkosi')
    const [context, page] = await pageAs(owner)
    await page.goto('/teams')
    await page.getByRole('heading', { name: 'Teams & Collaboration', level: 1 }).waitFor()
    await page.getByText('No teams yet').waitFor()

    await page.getByRole('button', { name: 'Create Your First Team' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a New Team' })
    await dialog.getByRole('button', { name: 'Create Team' }).click()
    await page.getByRole('alert').getByText('Team name is required.').first().waitFor()
    await page.getByText('Error', { exact: true }).waitFor()

    await dialog.getByLabel('Team name').fill('  Kasi Coders  ')
    await dialog.getByLabel('Description').fill('Building a booking app for township barbers.')
    await dialog.getByRole('combobox', { name: 'Project type' }).click()
    await page.getByRole('option', { name: 'Web App' }).click()
    expect(await dialog.getByLabel('Max members').inputValue()).toBe('5')
    expect(
      await dialog.getByRole('switch', { name: 'Looking for members' }).getAttribute('aria-checked'),
    ).toBe('true')
    await dialog.getByRole('button', { name: 'Create Team' }).click()
    await page.getByText('Team created successfully!').waitFor()
    await dialog.waitFor({ state: 'detached' })

    const card = page.getByRole('article', { name: 'Kasi Coders' })
    await card.waitFor()
    for (const text of ['Web App', 'active', '1 of 5 members', 'Looking for members']) {
      await card.getByText(text, { exact: true }).waitFor()
    }
    // The dialog starts empty again after a successful create.
    await page.getByRole('button', { name: 'Create Team' }).click()
    expect(await page.getByRole('dialog').getByLabel('Team name').inputValue()).toBe('')
    await page.keyboard.press('Escape')

    await card.getByRole('button', { name: 'Task Manager' }).click()
    await page.getByRole('heading', { name: 'Task Manager' }).waitFor()
    await page.getByRole('button', { name: 'Add Task' }).click()
    await page.getByText('Task title is required').waitFor()

    await page.getByLabel('New task').fill('Design the logo')
    await page.getByRole('combobox', { name: 'Assignee' }).click()
    await page.getByRole('option', { name: 'Thandi Nkosi' }).click()
    await page.getByRole('combobox', { name: 'Priority' }).click()
    await page.getByRole('option', { name: 'High' }).click()
    await saved(page, 'POST', () => page.getByRole('button', { name: 'Add Task' }).click())
    await page.getByLabel('New task').fill('Write the brief')
    await saved(page, 'POST', () => page.getByLabel('New task').press('Enter'))

    const logo = page.getByRole('checkbox', { name: 'Design the logo' })
    await saved(page, 'PATCH', () => logo.click())
    await page.getByRole('combobox', { name: 'Status of Write the brief' }).click()
    await saved(page, 'PATCH', () => page.getByRole('option', { name: 'In Progress' }).click())

    await page.reload()
    await page.getByRole('heading', { name: 'Task Manager' }).waitFor()
    expect(await logo.getAttribute('aria-checked')).toBe('true')
    expect(await page.getByRole('combobox', { name: 'Status of Design the logo' }).textContent()).toBe(
      'Completed',
    )
    expect(await page.getByRole('combobox', { name: 'Status of Write the brief' }).textContent()).toBe(
      'In Progress',
    )
    const logoTask = page.getByRole('listitem').filter({ has: logo })
    await logoTask.getByText('High', { exact: true }).waitFor()
    await logoTask.getByText('Thandi Nkosi', { exact: true }).waitFor()

    // Unticking puts a task back to To Do; deleting removes it for good.
    await saved(page, 'PATCH', () => logo.click())
    expect(await page.getByRole('combobox', { name: 'Status of Design the logo' }).textContent()).toBe(
      'To Do',
    )
    await saved(page, 'DELETE', () => page.getByRole('button', { name: 'Delete Write the brief' }).click())
    await page.reload()
    await logo.waitFor()
    expect(await logo.getAttribute('aria-checked')).toBe('false')
    expect(await page.getByRole('checkbox', { name: 'Write the brief' }).count()).toBe(0)

    await page.getByRole('button', { name: 'Back to teams' }).click()
    await card.getByRole('button', { name: 'Team Settings' }).click()
    await page.getByRole('heading', { name: 'Team Settings' }).waitFor()
    // The owner is listed, and cannot be removed.
    await page.getByRole('list', { name: 'Members' }).getByText('Owner', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0)

    await page.getByLabel('Team name').fill('Kasi Coders Collective')
    await page.getByLabel('Description').fill('Booking apps for township businesses.')
    await page.getByLabel('Max members').fill('8')
    await page.getByRole('switch', { name: 'Public Team' }).click()
    await page.getByRole('switch', { name: 'Accept New Members' }).click()
    await saved(page, 'PUT', () => page.getByRole('button', { name: 'Save Changes' }).click())
    await page.getByText('Settings saved').waitFor()

    await page.reload()
    await page.getByRole('heading', { name: 'Team Settings' }).waitFor()
    expect(await page.getByLabel('Team name').inputValue()).toBe('Kasi Coders Collective')
    expect(await page.getByLabel('Description').inputValue()).toBe('Booking apps for township businesses.')
    expect(await page.getByLabel('Max members').inputValue()).toBe('8')
    expect(await page.getByRole('switch', { name: 'Public Team' }).getAttribute('aria-checked')).toBe('false')
    expect(await page.getByRole('switch', { name: 'Accept New Members' }).getAttribute('aria-checked')).toBe(
      'false',
    )
    await page.getByRole('button', { name: 'Back to teams' }).click()
    await page.getByRole('article', { name: 'Kasi Coders Collective' }).getByText('1 of 8 members').waitFor()
    await context.close()
  })

  it('lets another member join from Find teams, read the settings, and the owner remove them', async () => {
    const owner = await member('Lerato', 'Mokoena', 'Brand Designer')
    const joiner = await member('Sipho', 'Dlamini', 'Web Developer')
    const team = await createTeam(suite.server, {
      owner: owner,
      name: 'Ubuntu Studio',
      projectType: 'branding',
    })
    const tiny = await createTeam(suite.server, { owner: owner, name: 'Tiny Team', maxMembers: 2 })

    const [context, page] = await pageAs(joiner, { viewport: DESKTOP })
    await page.goto('/teams')
    const findTeams = page.getByRole('region', { name: 'Find teams' })
    await findTeams.getByRole('button', { name: 'Join Tiny Team' }).waitFor()

    // Someone else takes the last seat before the click: the server's reason is shown.
    const other = await member('Kagiso', 'Molefe')
    await joinTeam(other, tiny.id)
    await findTeams.getByRole('button', { name: 'Join Tiny Team' }).click()
    await page.getByText('Error joining team').waitFor()
    await page.getByText('This team is full').waitFor()

    await findTeams.getByRole('button', { name: 'Join Ubuntu Studio' }).click()
    await page.getByText('Joined team successfully!').waitFor()
    const card = page.getByRole('article', { name: 'Ubuntu Studio' })
    await card.getByText('2 of 5 members').waitFor()
    await findTeams.getByRole('button', { name: 'Join Ubuntu Studio' }).waitFor({ state: 'detached' })

    await card.getByRole('button', { name: 'Team Settings' }).click()
    await page.getByText('Only the team owner can change these settings.').waitFor()
    expect(await page.getByLabel('Team name').isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0)
    const members = page.getByRole('list', { name: 'Members' })
    // Each by their role and their own profession, not everyone a "Developer".
    const lerato = members.getByRole('listitem').filter({ hasText: 'Lerato Mokoena' })
    await lerato.getByText('Owner', { exact: true }).waitFor()
    await lerato.getByText('Brand Designer', { exact: true }).waitFor()
    const sipho = members.getByRole('listitem').filter({ hasText: 'Sipho Dlamini' })
    await sipho.getByText('Member', { exact: true }).waitFor()
    await sipho.getByText('Web Developer', { exact: true }).waitFor()
    expect(await members.getByText('Developer', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0)
    await context.close()

    const [ownerContext, ownerPage] = await pageAs(owner)
    await ownerPage.goto(`/teams?team=${team.id}&view=settings`)
    await ownerPage.getByRole('heading', { name: 'Team Settings' }).waitFor()
    expect(await ownerPage.getByRole('button', { name: 'Remove Lerato Mokoena' }).count()).toBe(0)
    await ownerPage.getByRole('button', { name: 'Remove Sipho Dlamini' }).click()
    await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await ownerPage.getByText('Member removed').waitFor()
    await ownerPage
      .getByRole('list', { name: 'Members' })
      .getByText('Sipho Dlamini')
      .waitFor({ state: 'detached' })
    expect((await owner.get<Team[]>('/api/teams')).body.find((t) => t.id === team.id)?.members).toHaveLength(
      1,
    )
    await ownerContext.close()
  })

  it('opens the team call view with Start Call, and a way back', async () => {
    const owner = await member('Naledi', 'Mahlangu')
    const team = await createTeam(suite.server, { owner: owner, name: 'Call Crew' })
    const [context, page] = await pageAs(owner)
    await page.goto('/teams')
    await page
      .getByRole('article', { name: 'Call Crew' })
      .getByRole('button', { name: 'Start Video Call' })
      .click()
    await page.getByRole('heading', { name: 'Video Call' }).waitFor()
    // No sample people any more: nobody is in the call until someone starts it (e2e/team-calls.test.ts).
    await page.getByText('Nobody is in the call yet', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Start Call' }).waitFor()

    await page.getByRole('button', { name: 'Back to teams' }).click()
    await page.getByRole('heading', { name: 'Your Teams' }).waitFor()
    expect(new URL(page.url()).search).toBe('')
    // Team Chat opens the chat view of the same team.
    await page.getByRole('article', { name: 'Call Crew' }).getByRole('button', { name: 'Team Chat' }).click()
    await page.getByText('No messages yet').waitFor()
    expect(new URL(page.url()).searchParams.get('team')).toBe(team.id)
    await context.close()
  })

  it('never scrolls sideways at 360 px, on the list or any team view, with the longest names', async () => {
    const owner = await member('Nomvuyiswa-Kgomotso', 'Mahlangu-Vilakazi van der Westhuizen')
    const other = await member('Bartholomew-Sibusiso', 'Oppenheimer-Ramaphosa de Villiers')
    const longWord = 'Supercalifragilisticexpialidocious'.repeat(3)
    const team = await createTeam(suite.server, {
      owner: owner,
      name: longWord.slice(0, 80),
      description: `${longWord.repeat(5)} https://example.com/${'a'.repeat(200)}`,
      projectType: 'marketing',
      members: [other],
    })
    await createTeam(suite.server, {
      owner: other,
      name: `Open ${longWord}`.slice(0, 80),
      description: longWord.repeat(4),
    })
    await owner.post(`/api/teams/${team.id}/tasks`, {
      title: longWord.repeat(2).slice(0, 200),
      priority: 'High',
    })

    const [context, page] = await pageAs(owner, { viewport: { width: 360, height: 740 } })
    const scrollsSideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
    await page.goto('/teams')
    await page.getByRole('heading', { name: 'Find teams' }).waitFor()
    await page.getByRole('button', { name: /^Join Open/ }).waitFor()
    expect(await scrollsSideways()).toBe(false)
    for (const [view, ready] of [
      ['tasks', 'Task Manager'],
      ['settings', 'Team Settings'],
      ['call', 'Video Call'],
    ] as const) {
      await page.goto(`/teams?team=${team.id}&view=${view}`)
      await page.getByRole('heading', { name: ready }).waitFor()
      // The slowest part of each view: the task list, the member list, the call's Start button.
      await (view === 'call'
        ? page.getByRole('button', { name: 'Start Call' })
        : page
            .getByRole('list')
            .filter({ hasText: /Supercali|Bartholomew/ })
            .first()
      ).waitFor()
      expect({ view, sideways: await scrollsSideways() }).toEqual({ view, sideways: false })
    }
    await context.close()
  })

  it('shows visitors the overview and a sign-in link, and loads no team data', async () => {
    const [context, page] = await pageAs(null)
    const calls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/teams')) calls.push(request.url())
    })
    await page.goto('/teams')
    await page.getByRole('heading', { name: 'Teams & Collaboration', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Collaboration Tools' }).waitFor()
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in with Google' })
    expect(await signIn.getAttribute('href')).toBe('/api/auth/google')
    expect(await page.getByRole('button', { name: 'Create Team' }).count()).toBe(0)
    expect(calls).toEqual([])
    await context.close()
  })
})

describe('Teams accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations for visitors in the ${theme} theme`, async () => {
      const [context, page] = await pageAs(null, { theme, viewport: theme === 'light' ? PHONE : DESKTOP })
      await page.goto('/teams')
      await page.getByRole('heading', { name: 'Collaboration Tools' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await context.close()
    })

    it(`finds no violations on the team list and every team view in the ${theme} theme`, async () => {
      const owner = await member('Ama', 'Owusu')
      const other = await member('Ruan', 'Botha')
      const team = await createTeam(suite.server, {
        owner: owner,
        name: `Axe ${theme}`,
        description: 'Checked by axe.',
      })
      await createTeam(suite.server, { owner: other, name: `Open ${theme}` })
      await joinTeam(other, team.id)
      await owner.post(`/api/teams/${team.id}/tasks`, { title: 'Check contrast', priority: 'High' })

      const [context, page] = await pageAs(owner, { theme, viewport: theme === 'light' ? DESKTOP : PHONE })
      await page.goto('/teams')
      await page.getByRole('article', { name: `Axe ${theme}` }).waitFor()
      await page.getByRole('button', { name: `Join Open ${theme}` }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])

      for (const [view, ready] of [
        ['tasks', 'Check contrast'],
        ['settings', 'Ruan Botha'],
        ['call', 'Start Call'],
        ['chat', 'No messages yet'],
      ] as const) {
        await page.goto(`/teams?team=${team.id}&view=${view}`)
        await page.getByText(ready, { exact: true }).first().waitFor()
        expect({ view, violations: await findAxeViolations(page) }).toEqual({ view, violations: [] })
      }

      await page.goto('/teams')
      await page.getByRole('button', { name: 'Create Team' }).click()
      await page.getByRole('dialog', { name: 'Create a New Team' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await context.close()
    })
  }
})
