import { describe, expect, it } from 'vitest'
import { createUser } from '../test/client'
import { findAxeViolations } from './axe'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

const SIGNED_OUT_PAGES = [
  ['landing', '/', 'Get Started with Google'],
  ['privacy policy', '/privacy-policy', 'Back to Home'],
  ['terms of service', '/terms-of-service', 'Back to Home'],
  ['dev sign-in', '/dev-login', 'Development sign-in'],
  ['sign-in', '/sign-in', 'Sign in to Bubbles'],
  ['404', '/no-such-page', 'Back to Home'],
] as const

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [name, path, landmark] of SIGNED_OUT_PAGES) {
      it(`finds no violations on the ${name} page in the ${theme} theme`, async () => {
        const viewport = theme === 'light' ? PHONE : DESKTOP
        const [context, page] = await openAs(suite.browser, suite.server, null, { viewport, theme })
        await page.goto(path)
        await page.getByText(landmark, { exact: true }).first().waitFor()
        expect(await findAxeViolations(page)).toEqual([])
        await context.close()
      })
    }
  }

  it('finds no violations on the profile creation form', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Ama' })
    const [context, page] = await openAs(suite.browser, suite.server, user)
    await page.goto('/')
    await page.getByRole('heading', { name: 'Welcome to Bubbles, Ama!' }).waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await context.close()
  })
})
