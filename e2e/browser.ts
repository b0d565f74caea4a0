import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { clientDist } from '../server/plugins/static-spa'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium, headless, with the flags this closed-network machine needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(`${clientDist}/index.html`)) throw new Error('Build the client first: npm run build')
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = PHONE,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL, viewport })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return [context, page]
}

/** Signs in through the development sign-in page, the way a person would. */
export async function devSignIn(page: Page, person: { firstName: string; lastName?: string; email: string }) {
  await page.goto('/dev-login')
  await page.getByLabel('First name').fill(person.firstName)
  await page.getByLabel('Last name').fill(person.lastName ?? 'Tester')
  await page.getByLabel('Email').fill(person.email)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

let counter = 0
export const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${counter++}@example.com`
