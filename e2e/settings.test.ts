import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../test/client'
import { findAxeViolations } from './axe'
import { DESKTOP, devSignIn, type OpenOptions, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

/** A browser signed in as `user` (its session cookie), already on /settings with the settings loaded. */
async function openSettings(user: ApiClient, options: OpenOptions = {}) {
  const [context, page] = await openAs(suite.browser, suite.server, user, {
    ...options,
    viewport: options.viewport ?? DESKTOP,
  })
  await page.goto('/settings')
  await page.getByLabel('First name').waitFor()
  return [context, page] as const
}

async function reloadSettings(page: Page) {
  await reloadSettingsIn(page, 'First name')
}

/** Reloads and waits for the account form, whose first field reads `firstName` in the page's language. */
async function reloadSettingsIn(page: Page, firstName: string) {
  await page.reload()
  await page.getByLabel(firstName).waitFor()
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

async function choose(page: Page, scope: ReturnType<typeof section>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Does `action` and waits for the PUT it sends to `path` to succeed. */
async function saving(page: Page, path: string, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(path)),
    action(),
  ])
  expect(response.status()).toBe(200)
}

/** Counts the account PUTs the page sends, to prove a mismatch never leaves the browser. */
function countAccountPuts(page: Page) {
  const counter = { puts: 0 }
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/settings/account')) counter.puts++
  })
  return counter
}

describe('settings page', () => {
  it('changes names, holds a new email for confirmation, and shows them after a reload', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Thabo', lastName: 'Nkosi', profile: {} })
    const [context, page] = await openSettings(user)
    const account = section(page, 'Account Settings')
    expect(await account.getByLabel('Email').inputValue()).toBe(user.user!.email)
    await account.getByLabel('First name').fill('Thabang')
    await account.getByLabel('Last name').fill('Nkosi-Dube')
    const email = `thabang-${Date.now()}@example.com`
    await account.getByLabel('Email').fill(email)
    await account.getByRole('button', { name: 'Save account settings' }).click()
    // The new address waits for its link (e2e/accounts.test.ts confirms one).
    await page.getByText(`Open the link we sent to ${email} to confirm your new email`).waitFor()

    await reloadSettings(page)
    expect(await account.getByLabel('First name').inputValue()).toBe('Thabang')
    expect(await account.getByLabel('Last name').inputValue()).toBe('Nkosi-Dube')
    expect(await account.getByLabel('Email').inputValue()).toBe(user.user!.email)
    await account
      .locator('section', { hasText: 'New email waiting for confirmation' })
      .getByText(email)
      .waitFor()
    await context.close()
  })

  it('sets a password after refusing a mismatch unsent, then signs in with it through the API', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openSettings(user)
    const account = section(page, 'Account Settings')
    const sent = countAccountPuts(page)
    expect(await account.getByLabel('Current password').count()).toBe(0)

    await account.getByLabel('New password', { exact: true }).fill('kaapstad-2024')
    await account.getByLabel('Confirm new password').fill('kaapstad-2025')
    await account.getByRole('button', { name: 'Save account settings' }).click()
    await page.getByText('Password mismatch').waitFor()
    await page.getByText("New password and confirmation don't match").first().waitFor()
    expect(sent.puts).toBe(0)

    await account.getByLabel('Confirm new password').fill('kaapstad-2024')
    await account.getByRole('button', { name: 'Save account settings' }).click()
    await page.getByText('Password saved').waitFor()
    expect(sent.puts).toBe(1)

    const visitor = new ApiClient(suite.server.url)
    const login = await visitor.post('/api/auth/password-login', {
      email: user.user!.email,
      password: 'kaapstad-2024',
    })
    expect(login.status).toBe(200)
    expect(login.body.id).toBe(user.user!.id)

    // With a password set, changing it needs the current one.
    await reloadSettings(page)
    await account.getByLabel('New password', { exact: true }).fill('durban-2025!')
    await account.getByLabel('Confirm new password').fill('durban-2025!')
    await account.getByRole('button', { name: 'Save account settings' }).click()
    await page.getByText('Failed to update account settings.').waitFor()
    await account.getByText('Enter your current password to change your email or password').waitFor()
    await account.getByLabel('Current password').fill('kaapstad-2024')
    await account.getByRole('button', { name: 'Save account settings' }).click()
    await page.getByText('Password saved').waitFor()
    const relogin = await new ApiClient(suite.server.url).post('/api/auth/password-login', {
      email: user.user!.email,
      password: 'durban-2025!',
    })
    expect(relogin.status).toBe(200)
    await context.close()
  })

  it('saves privacy and visibility as they change and shows them after a reload', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openSettings(user)
    const privacy = section(page, 'Privacy and Visibility')
    await privacy.getByText('Anyone signed in to Bubbles can see your profile', { exact: false }).waitFor()
    await saving(page, '/api/settings/privacy', () =>
      choose(page, privacy, 'Profile visibility', 'Friends only'),
    )
    await page.getByText('Privacy settings updated').first().waitFor()
    await privacy
      .getByText('Only people you have matched with can see your profile', { exact: false })
      .waitFor()
    for (const name of [
      'Show online status',
      'Allow messages from strangers',
      'Show in Discover',
      'Share analytics',
    ]) {
      await saving(page, '/api/settings/privacy', () => privacy.getByRole('switch', { name }).click())
    }

    await reloadSettings(page)
    expect(await privacy.getByRole('combobox', { name: 'Profile visibility' }).textContent()).toBe(
      'Friends only',
    )
    const states = await privacy
      .getByRole('switch')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-checked')))
    expect(states).toEqual(['false', 'false', 'false', 'true'])
    expect((await user.get('/api/settings')).body.privacy).toEqual({
      profileVisibility: 'friends',
      showOnlineStatus: false,
      allowMessagesFromStrangers: false,
      showInDiscovery: false,
      shareAnalytics: true,
    })
    await context.close()
  })

  it('saves each notification toggle, and says so and switches back when a save fails', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openSettings(user)
    const notifications = section(page, 'Notifications')
    const switches = notifications.getByRole('switch')
    expect(await switches.count()).toBe(8)
    const checked = () => switches.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-checked')))
    // docs/product.md §9: every toggle on except marketing emails.
    expect(await checked()).toEqual(['true', 'true', 'true', 'true', 'true', 'true', 'true', 'false'])

    for (let i = 0; i < 8; i++) {
      await saving(page, '/api/settings/notifications', () => switches.nth(i).click())
    }
    await reloadSettings(page)
    expect(await checked()).toEqual(['false', 'false', 'false', 'false', 'false', 'false', 'false', 'true'])

    await page.route('**/api/settings/notifications', (route) => route.fulfill({ status: 500, body: '{}' }))
    await notifications.getByRole('switch', { name: 'Weekly digest' }).click()
    await page.getByText('Failed to update notification settings.').waitFor()
    await page.waitForFunction(
      () => document.querySelector('#notifications-weeklyDigest')?.getAttribute('aria-checked') === 'false',
    )
    await context.close()
  })

  it('applies the theme at once and keeps every app preference after a reload', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openSettings(user, { viewport: PHONE })
    const preferences = section(page, 'App Preferences')
    const html = page.locator('html')
    expect((await html.getAttribute('class')) ?? '').not.toContain('dark')

    // The theme is applied before the server has answered: its request is held until checked.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/settings/app', async (route) => {
      await held
      await route.continue()
    })
    await choose(page, preferences, 'Theme', 'Dark')
    expect(await html.getAttribute('class')).toContain('dark')
    release()
    await page.getByText('App preferences updated').first().waitFor()
    await page.unroute('**/api/settings/app')
    await saving(page, '/api/settings/app', () => choose(page, preferences, 'Time zone', 'New York'))
    await saving(page, '/api/settings/app', () => choose(page, preferences, 'Distance unit', 'Miles (mi)'))

    // A refused language changes nothing: it says so, and the page stays in English.
    await page.route('**/api/settings/app', (route) => route.fulfill({ status: 500, body: '{}' }))
    await choose(page, preferences, 'Language', 'Français')
    await page.getByText('Failed to update app preferences.').waitFor()
    await page.getByRole('heading', { name: 'App Preferences' }).waitFor()
    expect(await html.getAttribute('lang')).toBe('en')
    await page.unroute('**/api/settings/app')

    // Languages read in their own names, so anyone can find theirs; this one turns the page Portuguese.
    await saving(page, '/api/settings/app', () => choose(page, preferences, 'Language', 'Português'))
    await reloadSettingsIn(page, 'Nome próprio')
    expect(await html.getAttribute('class')).toContain('dark')
    for (const [id, value] of [
      ['app-theme', 'Escuro'],
      ['app-timezone', 'Nova Iorque'],
      ['app-distanceUnit', 'Milhas (mi)'],
      ['app-language', 'Português'],
    ]) {
      expect(await page.locator(`#${id}`).textContent()).toBe(value)
    }
    expect((await user.get('/api/settings')).body.app).toEqual({
      timezone: 'America/New_York',
      distanceUnit: 'mi',
      theme: 'dark',
      language: 'pt',
      timezoneSet: true,
    })
    await context.close()
  })

  it('exports the data as a JSON file that holds the account', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openSettings(user)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^bubbles-export-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'))
    expect(data.user.email).toBe(user.user!.email)
    expect(data.profile.userId).toBe(user.user!.id)
    await context.close()
  })

  it('deletes the account only after DELETE is typed; the same email then starts afresh', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Refilwe', profile: {} })
    const [context, page] = await openSettings(user)
    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    const confirm = dialog.getByRole('button', { name: 'Delete my account' })
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByLabel('Type DELETE to confirm').fill('delete')
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await user.get('/api/auth/user')).status).toBe(200)

    await page.getByRole('button', { name: 'Delete account' }).click()
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
    await confirm.click()
    await page.getByRole('link', { name: 'Get Started with Google' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect((await user.get('/api/auth/user')).status).toBe(401)

    // Signing in again with the same email makes a new, empty account: onboarding, not the old profile.
    await devSignIn(page, { firstName: 'Refilwe', email: user.user!.email })
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Refilwe!' }).waitFor()
    const again = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()))
    expect(again.id).not.toBe(user.user!.id)
    expect(again.profile).toBeNull()
    await context.close()
  })

  it('says so when deleting the account fails', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openSettings(user)
    await page.route('**/api/profile', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByRole('button', { name: 'Delete account' }).click()
    await page.getByLabel('Type DELETE to confirm').fill('DELETE')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByText('Failed to delete account. Please try again.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/settings')
    await context.close()
  })

  it('scrolls nothing sideways at 360 px in German, with the delete dialog open too', async () => {
    const user = await createUser(suite.server.url, {
      firstName: 'Nomvuyiseko-Annemarie',
      lastName: 'Vanderbijlpark-Mahlangu Oosthuizen',
      profile: {},
    })
    await user.put('/api/settings/app', { language: 'de' })
    const [context, page] = await openAs(suite.browser, suite.server, user, {
      viewport: { width: 360, height: 640 },
    })
    await page.goto('/settings')
    await page.getByLabel('Vorname').waitFor()
    const scrollsSideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
    expect(await scrollsSideways()).toBe(false)
    await page.getByRole('button', { name: 'Konto löschen' }).click()
    await page.getByRole('dialog', { name: 'Dein Konto löschen?' }).waitFor()
    expect(await scrollsSideways()).toBe(false)
    await context.close()
  })

  for (const [theme, viewport] of [
    ['light', PHONE],
    ['dark', DESKTOP],
  ] as const) {
    it(`has no axe-core violations in the ${theme} theme, with the delete dialog too`, async () => {
      const user = await createUser(suite.server.url, { profile: {} })
      const [context, page] = await openSettings(user, { viewport, theme })
      expect(await findAxeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Delete account' }).click()
      await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await context.close()
    })
  }

  it('has no axe-core violations in Portuguese, with the delete dialog too', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    await user.put('/api/settings/app', { language: 'pt' })
    const [context, page] = await openAs(suite.browser, suite.server, user, {
      viewport: PHONE,
      theme: 'dark',
    })
    await page.goto('/settings')
    await page.getByLabel('Nome próprio').waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Eliminar conta' }).click()
    await page.getByRole('dialog', { name: 'Eliminar a sua conta?' }).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await context.close()
  })
})
