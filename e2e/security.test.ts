import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../test/client'
import { findAxeViolations } from './axe'
import { DESKTOP, type OpenOptions, openAs, PHONE } from './browser'
import { LAPTOP, shot, toast } from './call-helpers'
import { browserSuite } from './suite'

// docs/decisions/025: Settings → Security lists where a person is signed in, and ends any other session.
const suite = browserSuite()

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** One person signed in on several devices, each an API session whose browser says `userAgent`. */
async function signedInOn(firstName: string, userAgents: string[]) {
  const person = await createUser(suite.server.url, { firstName, lastName: 'Dlamini', profile: {} })
  const { email, lastName } = person.user!
  const devices: ApiClient[] = []
  for (const userAgent of userAgents) {
    const device = new ApiClient(suite.server.url)
    const res = await device.post(
      '/api/auth/dev-login',
      { email, firstName, lastName },
      { 'user-agent': userAgent },
    )
    expect(res.status).toBe(200)
    devices.push(device)
  }
  // The first sign-in (no browser named) is not one of the devices this test looks at.
  expect((await person.post('/api/auth/logout')).status).toBe(200)
  return devices
}

async function openSecurity(device: ApiClient, options: OpenOptions = {}) {
  const [context, page] = await openAs(suite.browser, suite.server, device, {
    ...options,
    viewport: options.viewport ?? DESKTOP,
  })
  await page.goto('/settings#security')
  const security = page.getByRole('region', { name: 'Security' })
  await security.getByText('This device').waitFor()
  return { context, page, security }
}

const rows = (page: Page) =>
  page.getByRole('list', { name: 'Devices signed in to your account' }).getByRole('listitem')

describe('Settings → Security', () => {
  it('signs another device out, and that browser lands on the landing page by itself', async () => {
    const [laptop, phone, desktop] = await signedInOn('Zanele', [MAC_CHROME, IPHONE_SAFARI, WINDOWS_FIREFOX])
    const { context, page, security } = await openSecurity(laptop!)

    // The phone's open tab: a member page, with its live connection.
    const [phoneContext, phonePage] = await openAs(suite.browser, suite.server, phone!, { viewport: PHONE })
    await phonePage.goto('/settings')
    await phonePage.getByLabel('First name').waitFor()

    await expect.poll(() => rows(page).count()).toBe(3)
    const current = rows(page).filter({ hasText: 'This device' })
    await current.getByText('Chrome on macOS').waitFor()
    expect(await current.getByRole('button').count()).toBe(0)
    expect(await findAxeViolations(page)).toEqual([])

    await security.getByRole('button', { name: /^Sign out of Safari on iOS/ }).click()
    await toast(page, 'Signed out of Safari on iOS').waitFor()
    await expect.poll(() => rows(page).count()).toBe(2)

    // The phone notices on its own (its socket closed): no reload, the landing page and a word why.
    await phonePage.getByRole('link', { name: 'Get Started with Google' }).waitFor()
    expect(new URL(phonePage.url()).pathname).toBe('/')
    await toast(phonePage, 'You have been signed out').waitFor()
    expect((await phone!.get('/api/auth/user')).status).toBe(401)

    // The rest, by keyboard: the button, then the confirming dialog's own.
    await security.getByRole('button', { name: 'Sign out of all other devices' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all other devices?' })
    await dialog.getByRole('button', { name: 'Sign out of all other devices' }).focus()
    await page.keyboard.press('Enter')
    const done = toast(page, 'Signed out of 1 other device')
    await done.waitFor()
    await security.getByText("You're signed in on this device only.").waitFor()
    expect(await rows(page).count()).toBe(1)
    expect((await desktop!.get('/api/auth/user')).status).toBe(401)
    expect((await laptop!.get('/api/auth/user')).status).toBe(200)
    // Once the toast has gone: a toast fading out is half-transparent, which axe reads as low contrast.
    await done.waitFor({ state: 'detached' })
    expect(await findAxeViolations(page)).toEqual([])
    await Promise.all([context.close(), phoneContext.close()])
  })

  it('looks right on a phone and a laptop, light and dark', async () => {
    const [laptop] = await signedInOn('Themba', [MAC_CHROME, IPHONE_SAFARI, WINDOWS_FIREFOX])
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page, security } = await openSecurity(laptop!, { viewport, theme })
        await expect.poll(() => rows(page).count()).toBe(3)
        await security.evaluate((element) => element.scrollIntoView({ block: 'start' }))
        expect(await findAxeViolations(page)).toEqual([])
        await shot(page, `security-${name}-${theme}`)
        await context.close()
      }
    }
  })
})
