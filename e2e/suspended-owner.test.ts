import type { BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// A suspended owner does not orphan a team, and the team's people see it at once.
const ADMIN_EMAIL = 'moderator-teams-e2e@example.com'
const suite = browserSuite({ ADMIN_EMAILS: ADMIN_EMAIL })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const person = (firstName: string, email?: string) =>
  createUser(suite.server.url, { firstName, lastName: 'Crew', email, profile: { profession: 'Muralist' } })

describe('a suspended team owner', () => {
  it('hands the team over: a teammate with its settings open can edit them at once, without a reload', async () => {
    const [owner, teammate, moderator] = await Promise.all([
      person('Owner'),
      person('Teammate'),
      person('Mod', ADMIN_EMAIL),
    ])
    const team = await createTeam(suite.server, { owner, members: [teammate], name: 'Wall Crew' })
    const [context, page] = await openAs(suite.browser, suite.server, teammate, { viewport: PHONE })
    contexts.push(context)
    await context.addInitScript(
      (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
      teammate.user!.id,
    )
    await page.goto(`/teams?team=${team.id}&view=settings`)
    await page.getByText('Only the team owner can change these settings.').waitFor()

    const reporter = await person('Reporter')
    const filed = await reporter.post('/api/reports', { userId: owner.user!.id, reason: 'spam' })
    const resolved = await moderator.post(`/api/admin/reports/${filed.body.id}/resolve`, {
      action: 'suspend',
    })
    expect(resolved.status).toBe(204)

    await page.getByRole('button', { name: 'Save Changes' }).waitFor()
    expect(await page.getByText('Only the team owner can change these settings.').count()).toBe(0)
    const members = page.getByRole('list', { name: 'Members' })
    await members
      .getByRole('listitem')
      .filter({ hasText: 'Teammate Crew' })
      .getByText('Owner', { exact: true })
      .waitFor()
    expect(await members.getByText('Owner Crew').count()).toBe(0)
  })
})
