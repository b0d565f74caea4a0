import type { Project } from '@shared/schemas/portfolio'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { DESKTOP, openAs } from './browser'
import { toast } from './call-helpers'
import { browserSuite } from './suite'

// docs/product.md §8's error toasts that no other browser test shows: each test has the server's answer to one
// request fail (a 500 with an empty JSON body, the way a crashed handler answers) and reads the toast.

const suite = browserSuite()
const contexts: { close(): Promise<void> }[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

async function pageAs(user: ApiClient) {
  const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: DESKTOP })
  contexts.push(context)
  return page
}

/** Every `method` request to `pattern` answers 500; the others go to the server. */
const failing = (page: Page, pattern: string, method: string, body = '{}') =>
  page.route(pattern, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, body }) : route.continue(),
  )

const member = () => createUser(suite.server.url, { firstName: 'Lerato', lastName: 'Mokoena', profile: {} })

describe('error toasts (docs/product.md §8)', () => {
  it('says "Failed to like project." when a like is refused, and the count goes back', async () => {
    const maker = await member()
    const res = await maker.post<Project>('/api/portfolio', {
      title: 'Cape Dunes',
      projectType: 'illustration',
    })
    expect(res.status).toBe(201)
    const page = await pageAs(await member())
    await page.goto('/portfolio')
    const card = page.getByRole('article', { name: 'Cape Dunes' })
    await card.getByText('0 likes').waitFor()
    await failing(page, '**/api/portfolio/*/like', 'POST')
    await card.getByRole('button', { name: 'Like Cape Dunes' }).click()
    await toast(page, 'Failed to like project.').waitFor()
    await card.getByText('0 likes').waitFor()
  })

  it('says "Error creating team" with the server’s message when creating a team fails', async () => {
    const page = await pageAs(await member())
    await page.goto('/teams')
    await page.getByRole('button', { name: 'Create Your First Team' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a New Team' })
    await dialog.getByLabel('Team name').fill('Durban Makers')
    await failing(page, '**/api/teams', 'POST', '{"message":"The team service is down"}')
    await dialog.getByRole('button', { name: 'Create Team' }).click()
    await toast(page, 'Error creating team').waitFor()
    await toast(page, 'The team service is down').waitFor()
    // The dialog stays open with the draft.
    expect(await dialog.getByLabel('Team name').inputValue()).toBe('Durban Makers')
  })

  it('says "Failed to update privacy settings." when a privacy change is refused', async () => {
    const page = await pageAs(await member())
    await page.goto('/settings')
    const privacy = page.getByRole('region', { name: 'Privacy and Visibility' })
    await privacy.getByRole('combobox', { name: 'Profile visibility' }).waitFor()
    await failing(page, '**/api/settings/privacy', 'PUT')
    await privacy.getByRole('combobox', { name: 'Profile visibility' }).click()
    await page.getByRole('option', { name: 'Friends only' }).click()
    await toast(page, 'Failed to update privacy settings.').waitFor()
  })

  it('says "Failed to create portfolio project. Please try again." from the profile’s Add Project', async () => {
    const page = await pageAs(await member())
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Add Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Portfolio Project' })
    await dialog.getByLabel('Title').fill('Karoo Coffee rebrand')
    await dialog.getByLabel('Description').fill('A new identity for a roastery in Prince Albert.')
    await failing(page, '**/api/portfolio', 'POST')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await toast(page, 'Failed to create portfolio project. Please try again.').waitFor()
    await dialog.waitFor()
  })

  it('says "Failed to create portfolio project. Please try again." from the Portfolio upload', async () => {
    const page = await pageAs(await member())
    await page.goto('/portfolio')
    await page.getByRole('tab', { name: 'My Projects' }).click()
    await page.getByRole('button', { name: 'Upload Project' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Upload Project' })
    await dialog.getByLabel('Project title').fill('Karoo Light Study')
    await dialog.getByLabel('Description').fill('Night skies over the Tankwa Karoo, printed large.')
    await failing(page, '**/api/portfolio', 'POST')
    await dialog.getByRole('button', { name: 'Upload Project' }).click()
    await toast(page, 'Failed to create portfolio project. Please try again.').waitFor()
  })

  it('says "Error creating profile" when the onboarding form is refused', async () => {
    const page = await pageAs(await createUser(suite.server.url, { firstName: 'Naledi' }))
    await page.goto('/')
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Naledi!' }).waitFor()
    await page.getByRole('combobox', { name: 'Profession' }).click()
    await page.getByRole('option', { name: 'Other' }).click()
    await page.getByLabel('Your profession').fill('Sound Designer')
    await page.getByLabel('Bio').fill('I design sound for film and games in Durban.')
    await page.getByRole('combobox', { name: 'Location' }).click()
    await page.getByRole('option', { name: 'Durban, KwaZulu-Natal' }).click()
    await page.getByRole('combobox', { name: 'Experience' }).click()
    await page.getByRole('option', { name: 'Experienced (5+ years)' }).click()
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).click()
    await page.getByRole('checkbox', { name: /Terms of Service/ }).click()
    await failing(page, '**/api/profiles', 'POST')
    await page.getByRole('button', { name: 'Create Profile' }).click()
    await toast(page, 'Error creating profile').waitFor()
    // Still on onboarding, nothing stored.
    expect(new URL(page.url()).pathname).not.toBe('/discover')
  })
})
