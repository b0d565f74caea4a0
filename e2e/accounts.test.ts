import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { findAxeViolations } from './axe'
import { openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// No SMTP_URL: the outbox writes each mail to DATA_DIR/outbox-mail/, which the tests read.
const suite = browserSuite({ OUTBOX_POLL_MS: '50' })
const LAPTOP = { width: 1366, height: 768 }
const PASSWORD = 'correct horse battery'

async function readMails(): Promise<ParsedMail[]> {
  const folder = join(suite.server.dataDir, 'outbox-mail')
  let names: string[] = []
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'))
  } catch {}
  return Promise.all(names.sort().map((name) => simpleParser(readFileSync(join(folder, name)))))
}

/** The path and query of the link to `path` in the latest mail to `email`, once it is written. */
async function linkInMail(email: string, path: '/reset-password' | '/verify-email', count = 1) {
  const mine = async () =>
    (await readMails()).filter((mail) => JSON.stringify(mail.to).includes(`"${email}"`))
  await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(count)
  const text = (await mine()).at(-1)!.text ?? ''
  const match = new RegExp(`${suite.server.url}(${path}\\?token=[\\w-]+)`).exec(text)
  expect(match, text).not.toBeNull()
  return match![1]!
}

async function withPassword() {
  const person = await createUser(suite.server.url, { firstName: 'Nomsa', profile: {} })
  await person.put('/api/settings/account', { newPassword: PASSWORD, confirmPassword: PASSWORD })
  return person
}

const SHOTS = process.env.SCREENSHOTS
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return
  const dir = SHOTS === '1' ? '/tmp/accounts-shots' : SHOTS
  mkdirSync(dir, { recursive: true })
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage })
}

const signedInAs = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/auth/user')).json()) as { id?: string })

describe('accounts a person can trust', () => {
  it('forgot password: the mailed link sets a new password, which signs in', async () => {
    const person = await withPassword()
    const email = person.user!.email
    const [context, page] = await openAs(suite.browser, suite.server, null, { viewport: PHONE })
    await page.goto('/sign-in')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()

    await page.goto(await linkInMail(email, '/reset-password'))
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    const next = 'a brand new passphrase'
    await page.getByLabel(/^New password/).fill(next)
    await page.getByLabel(/^Confirm new password/).fill(next)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.getByRole('heading', { name: 'Password changed' }).waitFor()
    // The session the factory started elsewhere has ended.
    expect((await person.get('/api/auth/user')).status).toBe(401)

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel(/^Password/).fill(next)
    await page.getByRole('button', { name: 'Sign in with email' }).click()
    await expect.poll(() => signedInAs(page)).toMatchObject({ id: person.user!.id })
    await context.close()
  })

  it('a new email waits in Settings, with Resend, until its link is confirmed', async () => {
    const person = await createUser(suite.server.url, { firstName: 'Sipho', profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, person, { viewport: LAPTOP })
    await page.goto('/settings')
    const account = page.getByRole('region', { name: 'Account Settings' })
    const email = `sipho-${Date.now()}@example.com`
    await account.getByLabel('Email').fill(email)
    await account.getByRole('button', { name: 'Save account settings' }).click()
    await page.getByText(`Open the link we sent to ${email} to confirm your new email`).waitFor()
    const pending = account.locator('section', { hasText: 'New email waiting for confirmation' })
    await pending.getByText(email).waitFor()
    expect(await account.getByLabel('Email').inputValue()).toBe(person.user!.email)
    // Checked with the success toast showing: its green text must keep AA contrast too.
    expect(await page.locator('[data-sonner-toast][data-type="success"]').count()).toBe(1)
    expect(await findAxeViolations(page)).toEqual([])

    await pending.getByRole('button', { name: 'Resend link' }).click()
    await page.getByText(`We sent a new link to ${email}`).waitFor()
    await page.goto(await linkInMail(email, '/verify-email', 2))
    await page.getByRole('button', { name: 'Confirm email' }).click()
    await page.getByText(`Your Bubbles email is now ${email}.`).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Go to Settings' }).click()
    await expect.poll(() => account.getByLabel('Email').inputValue()).toBe(email)
    expect(await pending.count()).toBe(0)
    await context.close()
  })

  it('an unknown or missing link explains why it cannot change anything', async () => {
    const [context, page] = await openAs(suite.browser, suite.server, null, { viewport: PHONE })
    await page.goto('/verify-email?token=not-a-real-token-at-all')
    await page.getByRole('button', { name: 'Confirm email' }).click()
    await page.getByRole('heading', { name: 'Your email could not be changed' }).waitFor()
    await page.getByText(/This confirmation link is not valid/).waitFor()
    await page.goto('/reset-password')
    await page.getByRole('heading', { name: "This link can't be used" }).waitFor()
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor()
    await context.close()
  })

  it.skipIf(!SHOTS)('screenshots: the new pages on a phone and a laptop, light and dark', async () => {
    const person: ApiClient = await createUser(suite.server.url, { firstName: 'Lerato', profile: {} })
    await person.put('/api/settings/account', { email: `lerato-new-${Date.now()}@example.com` })
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const [context, page] = await openAs(suite.browser, suite.server, null, { viewport, theme })
        await page.goto('/sign-in')
        await page.getByRole('link', { name: 'Forgot password?' }).waitFor()
        await shot(page, `sign-in-${device}-${theme}`)
        await page.goto('/forgot-password')
        await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
        await shot(page, `forgot-password-${device}-${theme}`)
        await page.goto('/reset-password?token=shown-only')
        await page.getByRole('heading', { name: 'Set a new password' }).waitFor()
        await shot(page, `reset-password-${device}-${theme}`)
        await page.goto('/verify-email?token=shown-only')
        await page.getByRole('heading', { name: 'Confirm your new email' }).waitFor()
        await shot(page, `verify-email-${device}-${theme}`)
        await context.close()

        const [signedIn, settings] = await openAs(suite.browser, suite.server, person, { viewport, theme })
        await settings.goto('/settings')
        const pending = settings.getByRole('heading', { name: 'New email waiting for confirmation' })
        await pending.waitFor()
        // The account section as far as the pending address, not the whole settings page.
        await settings.getByRole('heading', { name: 'Account Settings' }).evaluate((h) => h.scrollIntoView())
        await shot(settings, `settings-pending-${device}-${theme}`, false)
        await signedIn.close()
      }
    }
  })
})
