import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { clientDist } from '../server/plugins/static-spa'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Run as root, Chromium gives its media threads real-time priority and its compositor, IO and WebRTC
 * threads nice -8, which no ordinary user's browser may do. With six pages in one team call that took both
 * cores from everything at normal priority: the sixth page's requests took 5 to 15 s each and its scripts
 * waited half a minute between them, so it never showed "Join call" within 90 s, and the pages' own sockets
 * missed their pings and dropped. `asUser` starts it through setpriv, without CAP_SYS_NICE, as a user's
 * would run. Not for every test yet: through it the 1:1 call's "busy" test failed twice, and passed as
 * root. Its ring() then waited for an error toast to go by itself, which it never does (it stays until
 * closed); ring() now closes it, so those failures may have been that and not the priority.
 */
const canRunAsUser = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv')
const launcher = fileURLToPath(new URL('./chromium-as-user.sh', import.meta.url))

/** Debian's Chromium, headless, with the flags this closed-network machine needs (and any `extraArgs`). */
export async function launchBrowser(
  extraArgs: string[] = [],
  { asUser = false }: { asUser?: boolean } = {},
): Promise<Browser> {
  if (!existsSync(`${clientDist}/index.html`)) throw new Error('Build the client first: npm run build')
  const throughLauncher = asUser && canRunAsUser
  return chromium.launch({
    executablePath: throughLauncher ? launcher : executablePath,
    ...(throughLauncher && { env: { ...process.env, BUBBLES_CHROMIUM: executablePath } }),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}

/**
 * Calls: Chromium's fake camera and microphone (a test pattern and a beep), allowed without asking; the
 * far side's sound plays without a click of its own.
 */
export const FAKE_MEDIA = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // getDisplayMedia picks the (fake) screen without asking, as a person would in the picker.
  '--auto-select-desktop-capture-source=Entire screen',
  '--autoplay-policy=no-user-gesture-required',
]

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
/** Where a screen is looked at: a phone and a laptop, each in the light and the dark theme. */
export const SHOT_SCREENS = (
  [
    [DESKTOP, 'laptop'],
    [PHONE, 'phone'],
  ] as const
).flatMap(([viewport, size]) => (['light', 'dark'] as const).map((theme) => ({ viewport, size, theme })))

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

export type OpenOptions = { viewport?: typeof PHONE; theme?: 'light' | 'dark' }

/**
 * A new browser context and page signed in as `user` (the API client's session cookie, httpOnly as the
 * server sets it), or signed out for null; a theme is stored before the app starts so it paints in it.
 */
export async function openAs(
  browser: Browser,
  server: { url: string },
  user: { cookies: Map<string, string> } | null,
  { viewport = PHONE, theme }: OpenOptions = {},
) {
  const [context, page] = await newPage(browser, server.url, viewport)
  if (user) {
    await context.addCookies(
      [...user.cookies].map(([name, value]) => ({ name, value, url: server.url, httpOnly: true })),
    )
  }
  if (theme) await context.addInitScript((t) => localStorage.setItem('bubbles-ui-theme', t), theme)
  return [context, page] as const
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
