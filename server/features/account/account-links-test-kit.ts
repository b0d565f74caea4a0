import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, expect } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { type OidcProviderHandle, startOidcProvider } from '../../../test/oidc-provider'
import { startTestServer, type TestServer } from '../../../test/server'
import { type SmtpSink, startSmtpSink } from '../mail/mail-test-kit'

export const PASSWORD = 'correct horse battery'

/**
 * One test file's app for the mailed links (docs/decisions/025): mail through a real SMTP server, Google sign-in through a real
 * OpenID provider, development sign-in on for the factories. `realRateLimits` keeps the production
 * budgets (the other suites lift them so the factories are not throttled).
 */
export function accountSuite({ realRateLimits = false } = {}) {
  const suite = {
    server: undefined as unknown as TestServer,
    smtp: undefined as unknown as SmtpSink,
    oidc: undefined as unknown as OidcProviderHandle,
    person: (options: Parameters<typeof createUser>[1] = {}) => createUser(suite.server.url, options),
    visitor: () => new ApiClient(suite.server.url),
    /** Emails that arrived for this address. */
    mailsTo: (email: string): ParsedMail[] =>
      suite.smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(`"${email}"`)),
    /** Waits until `count` emails have arrived for this address, and answers the last. */
    mailTo: async (email: string, count = 1) => {
      await suite.server.app.outbox.drain()
      await expect.poll(() => suite.mailsTo(email).length).toBe(count)
      return suite.mailsTo(email).at(-1)!
    },
    /** The token of the link to `path` in a mail's text. */
    tokenIn: (mail: ParsedMail, path: '/verify-email' | '/reset-password') => {
      const match = new RegExp(`${suite.server.url}${path}\\?token=([\\w-]+)`).exec(mail.text ?? '')
      if (!match) throw new Error(`no ${path} link in: ${mail.text}`)
      return match[1]!
    },
    /** A person with a password, signed in. */
    withPassword: async (options: Parameters<typeof createUser>[1] = {}) => {
      const client = await createUser(suite.server.url, options)
      const res = await client.put('/api/settings/account', {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      })
      if (res.status !== 200) throw new Error(`set password: ${res.status}`)
      return client
    },
    /** Every link of this account made as if a day and an hour ago. */
    expireTokens: (userId: string) =>
      suite.server.db.execute(
        sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${userId}`,
      ),
  }
  beforeAll(async () => {
    suite.smtp = await startSmtpSink()
    let appUrl = ''
    suite.oidc = await startOidcProvider({ redirectUri: () => `${appUrl}/api/auth/google/callback` })
    suite.server = await startTestServer(
      {
        GOOGLE_CLIENT_ID: suite.oidc.clientId,
        GOOGLE_CLIENT_SECRET: suite.oidc.clientSecret,
        OIDC_ISSUER: suite.oidc.issuer,
        AUTH_DEV_LOGIN: '1',
        SMTP_URL: suite.smtp.url,
        MAIL_FROM: 'Bubbles <hello@bubbles.test>',
        OUTBOX_POLL_MS: '50',
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      },
      { realRateLimits },
    )
    appUrl = suite.server.url
  })
  afterAll(async () => {
    await suite.server?.close()
    await Promise.all([suite.oidc?.close(), suite.smtp?.close()])
  })
  return suite
}
