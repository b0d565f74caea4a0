import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createUser } from '../test/client'
import { DESKTOP, devSignIn, newPage, openAs, PHONE, uniqueEmail } from './browser'
import { browserSuite } from './suite'

/** With SCREENSHOTS=<dir>, a picture of the page to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return
  const dir = process.env.SCREENSHOTS === '1' ? '/tmp/shell-shots' : process.env.SCREENSHOTS
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png` })
}

const suite = browserSuite()

describe('signed-out visitor', () => {
  it('sees the landing page with sign-in, demo and legal links', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/meet minds/i)
    const getStarted = page.getByRole('link', { name: 'Get Started with Google' })
    expect(await getStarted.getAttribute('href')).toBe('/api/auth/google')
    await expect(page.getByText('© 2024 Bubbles').isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Watch Demo First' }).click()
    await page.waitForURL('**/demo')
    await context.close()
  })

  it('reads the privacy policy and terms, each with 17 and 18 sections and a way home', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/')
    await page.getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL('**/privacy-policy')
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor()
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(17)
    await expect(page.getByText(/POPIA/).first().isVisible()).resolves.toBe(true)
    await expect(page.getByText(/Last Updated/).isVisible()).resolves.toBe(true)

    await page.goto('/terms-of-service')
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor()
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(18)
    await expect(
      page
        .getByText(/18 years/)
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await page.getByRole('link', { name: 'Back to Home' }).first().click()
    await page.waitForURL(`${suite.server.url}/`)
    await context.close()
  })

  it('shows the 404 texts on an unknown path', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/no-such-page')
    await page.getByText('404 Page Not Found').waitFor()
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(
      true,
    )
    await context.close()
  })

  it('keeps the dark theme across a reload', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/')
    const html = page.locator('html')
    expect((await html.getAttribute('class')) ?? '').not.toContain('dark')
    await page.getByRole('button', { name: /Switch to dark/ }).click()
    expect(await html.getAttribute('class')).toContain('dark')
    expect(await page.evaluate(() => localStorage.getItem('bubbles-ui-theme'))).toBe('dark')
    await page.reload()
    await page.getByRole('link', { name: 'Get Started with Google' }).waitFor()
    expect(await html.getAttribute('class')).toContain('dark')
    await context.close()
  })
})

describe('signing in and onboarding', () => {
  it('signs in, fixes validation errors, creates a profile, keeps the session on reload and logs out', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Started with Google' }).click()
    await page.waitForURL('**/dev-login')
    await devSignIn(page, { firstName: 'Naledi', lastName: 'Khumalo', email: uniqueEmail('naledi') })

    await page.getByRole('heading', { name: 'Welcome to Bubbles, Naledi!' }).waitFor()
    await page.getByRole('button', { name: 'Create Profile' }).click()
    await page.getByText('Please fill in all required fields').first().waitFor()

    await page.getByRole('combobox', { name: 'Profession' }).click()
    await page.getByRole('option', { name: 'Other' }).click()
    await page.getByLabel('Bio').fill('I design sound for film and games in Durban.')
    await page.getByRole('combobox', { name: 'Location' }).click()
    await page.getByRole('option', { name: 'Durban, KwaZulu-Natal' }).click()
    await page.getByRole('combobox', { name: 'Experience' }).click()
    await page.getByRole('option', { name: 'Experienced (5+ years)' }).click()
    await page.getByRole('button', { name: 'Create Profile' }).click()
    await page.getByText('Please specify your profession').first().waitFor()

    await page.getByLabel('Your profession').fill('Sound Designer')
    await page.getByLabel(/Hourly rate/).fill('650')
    const skills = page.getByLabel('Skills')
    await skills.fill('Foley')
    await skills.press('Enter')
    await skills.fill('foley ')
    await skills.press('Enter')
    expect(await page.getByRole('button', { name: 'Remove Foley' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Create Profile' }).click()
    await page.getByText('Please accept our Privacy Policy and Terms of Service').first().waitFor()

    await page.getByRole('checkbox', { name: /Privacy Policy/ }).click()
    await page.getByRole('checkbox', { name: /Terms of Service/ }).click()
    await page.getByRole('button', { name: 'Create Profile' }).click()
    await page.getByText('Profile created successfully!').waitFor()
    // The last step: a profile photo, uploaded the way Update Profile Picture does it.
    await page.waitForURL('**/welcome/photo')
    await page.getByRole('heading', { name: 'Add a profile photo' }).waitFor()
    expect(await page.getByRole('button', { name: 'Save photo' }).isDisabled()).toBe(true)
    await shot(page, 'photo-step-phone-light')
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('img', { name: 'Preview of me.png' }).waitFor()
    await page.getByRole('button', { name: 'Save photo' }).click()
    await page.getByText('Profile photo saved').waitFor()
    await page.waitForURL('**/discover')
    // A new member gets the tour once, on Discover: it is skipped, and does not come back on reload.
    await page.getByRole('dialog').getByRole('button', { name: 'Skip tour' }).click()

    const me = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()))
    expect(me.profile).toMatchObject({ profession: 'Sound Designer', hourlyRate: 650, skills: ['Foley'] })
    expect(me.profileImageUrl).toMatch(/^\/uploads\//)

    await page.reload()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).waitFor()
    expect(page.url()).toContain('/discover')
    await page.goto('/no-such-page')
    await page.getByText('404 Page Not Found').waitFor()

    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByText(me.email).waitFor()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.getByRole('link', { name: 'Get Started with Google' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('lets a new member skip the photo step: Discover, and their card keeps its initials', async () => {
    for (const [viewport, theme] of [
      [DESKTOP, 'dark'],
      [PHONE, 'dark'],
      [DESKTOP, 'light'],
    ] as const) {
      const me = await createUser(suite.server.url, { firstName: 'Thandi', profile: {} })
      const [context, page] = await openAs(suite.browser, suite.server, me, { viewport, theme })
      await page.goto('/welcome/photo')
      await page.getByRole('heading', { name: 'Add a profile photo' }).waitFor()
      await page.getByText('Until you add one, your card shows your initials.').waitFor()
      await shot(page, `photo-step-${viewport.width}-${theme}`)
      await page.getByRole('button', { name: 'Skip for now' }).click()
      await page.waitForURL('**/discover')
      expect((await me.get('/api/auth/user')).body.profileImageUrl).toBeNull()
      await context.close()
    }
  })

  it('sends a signed-in user without a profile to onboarding on every path but the legal pages', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url, DESKTOP)
    await devSignIn(page, { firstName: 'Pieter', email: uniqueEmail('pieter') })
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Pieter!' }).waitFor()
    await page.goto('/anything')
    // Without a profile, every unknown path is the profile creation form.
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Pieter!' }).waitFor()
    await page.goto('/privacy-policy')
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor()
    await context.close()
  })
})

describe('signing in with email and password', () => {
  it('opens the sign-in page from the top bar and signs in with the password set in Settings', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Zanele', profile: {} })
    const password = 'correct horse battery'
    const set = await user.put('/api/settings/account', { newPassword: password, confirmPassword: password })
    expect(set.status).toBe(200)

    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL('**/sign-in')
    expect(await page.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/api/auth/google',
    )
    await page.getByRole('textbox', { name: /^Email/ }).fill(user.user!.email)
    await page.locator('input[type="password"]').fill('wrong password')
    await page.getByRole('button', { name: 'Sign in with email' }).click()
    await page.getByText('Invalid email or password').first().waitFor()

    await page.locator('input[type="password"]').fill(password)
    await page.getByRole('button', { name: 'Sign in with email' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor()
    await context.close()
  })
})

describe('navigation', () => {
  const LAPTOP = { width: 1366, height: 768 }
  const DESTINATIONS = [
    ['Teams', '/teams', 'Teams & Collaboration'],
    ['Portfolio', '/portfolio', 'Portfolio Showcase'],
  ] as const

  it('takes a member to Teams and Portfolio from the Menu of the bottom bar on a phone', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Lindiwe', profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: PHONE })
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Main' })
    // docs/product.md §2: the bar keeps its four items and the Menu; the two others live in the Menu.
    await bar.getByRole('link', { name: 'Home' }).waitFor()
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Discover', 'Messages', 'Profile'])
    for (const [label, path, title] of DESTINATIONS) {
      await bar.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click()
      await page.waitForURL(`**${path}`)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      // The Menu says where the person is.
      await bar.getByRole('button', { name: 'Menu' }).click()
      const current = page.getByRole('dialog').getByRole('link', { name: label, exact: true })
      expect(await current.getAttribute('aria-current')).toBe('page')
      await page.keyboard.press('Escape')
    }
    await context.close()
  })

  it('takes a member to Teams and Portfolio from the top navigation on a laptop', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Thabo', profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: LAPTOP })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, path, title] of DESTINATIONS) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await page.waitForURL(`**${path}`)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      const current = nav.getByRole('link', { name: label, exact: true })
      expect(await current.getAttribute('aria-current')).toBe('page')
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1)
    }
    await context.close()
  })

  it("shows a visitor only the pages they may open: Discover's preview, Teams and Portfolio", async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const [context, page] = await openAs(suite.browser, suite.server, null, { viewport })
      await page.goto('/')
      if (viewport === PHONE) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('link', { name: 'Discover' }).waitFor()
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Discover', 'Teams', 'Portfolio'])
      await nav.getByRole('link', { name: 'Portfolio' }).click()
      await page.getByRole('heading', { name: 'Portfolio Showcase', level: 1 }).waitFor()
      await context.close()
    }
  })

  it('keeps the navigation when a page fails to load, and says so with a way to try again', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Sizwe', profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: LAPTOP })
    // The Teams page's code cannot be downloaded (offline, or replaced by a new release).
    await page.route('**/assets/teams-*.js', (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Teams', exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await alert.waitFor()
    expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
    // Another page still opens from the navigation, which stayed on screen.
    await nav.getByRole('link', { name: 'Portfolio', exact: true }).click()
    await page.getByRole('heading', { name: 'Portfolio Showcase', level: 1 }).waitFor()
    expect(await alert.count()).toBe(0)
    await context.close()
  })
})
