import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type TestServer } from '../test/server'
import { launchBrowser } from './browser'

/**
 * The app server and the browser shared by the tests of one file: started before them, stopped after.
 * Read them as `suite.server` and `suite.browser` once the tests run. `env` configures the server
 * (e.g. ADMIN_EMAILS); `browserArgs` adds Chromium flags (fake camera and microphone).
 */
export function browserSuite(
  env: Record<string, string> = {},
  { browserArgs }: { browserArgs?: string[] } = {},
) {
  const suite = {} as { server: TestServer; browser: Browser }
  beforeAll(async () => {
    ;[suite.server, suite.browser] = await Promise.all([startTestServer(env), launchBrowser(browserArgs)])
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.close()
  })
  return suite
}
