import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInWithOidc } from '../../../test/oidc-provider'
import { queryRows } from '../../db/prepare'
import { accountSuite, PASSWORD } from './account-links-test-kit'

const suite = accountSuite()
const NEW_PASSWORD = 'a brand new passphrase'
const askReset = (email: string) => suite.visitor().post('/api/auth/password-reset', { email })
const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  suite.visitor().post('/api/auth/password-reset/confirm', { token, newPassword })
const login = (email: string, password: string) =>
  suite.visitor().post('/api/auth/password-login', { email, password })

/** A person with a password who asked for a reset, and the token of the link mailed to them. */
async function resetLink() {
  const person = await suite.withPassword({ profile: {} })
  expect((await askReset(person.user!.email)).status).toBe(200)
  const mail = await suite.mailTo(person.user!.email)
  return { person, mail, token: suite.tokenIn(mail, '/reset-password') }
}

describe('password reset by email', () => {
  it('password reset answers the same for an unknown address', async () => {
    const withPassword = await suite.withPassword()
    const googleOnly = await suite.person()
    const answers = await Promise.all(
      ['nobody-at-all@example.com', withPassword.user!.email, googleOnly.user!.email].map(askReset),
    )
    for (const res of answers) {
      expect(res.status).toBe(200)
      expect(res.body).toEqual(answers[0]!.body)
    }
    expect(answers[0]!.body.message).toMatch(/^If this address belongs to a Bubbles account/)

    const link = await suite.mailTo(withPassword.user!.email)
    expect(link.subject).toBe('Set a new password for Bubbles')
    expect(link.text).toMatch(/\/reset-password\?token=[\w-]{43}\n/)
    // An account without a password is told how it signs in, with no link that could set one.
    const google = await suite.mailTo(googleOnly.user!.email)
    expect(google.subject).toBe('Signing in to Bubbles')
    expect(google.text).toContain(`${suite.server.url}/sign-in`)
    expect(google.text).not.toContain('token=')
    expect(suite.mailsTo('nobody-at-all@example.com')).toEqual([])
  })

  it('a reset ends every session and tells the account’s address', async () => {
    const { person, token } = await resetLink()
    const otherBrowser = suite.visitor()
    expect(
      (await otherBrowser.post('/api/auth/password-login', { email: person.user!.email, password: PASSWORD }))
        .status,
    ).toBe(200)
    const ended: string[] = []
    suite.server.app.sessionEvents.on('user', (id) => ended.push(id))

    const res = await confirm(token)
    expect(res.status).toBe(200)
    expect(ended).toContain(person.user!.id)
    expect((await person.get('/api/auth/user')).status).toBe(401)
    expect((await otherBrowser.get('/api/auth/user')).status).toBe(401)
    expect((await login(person.user!.email, PASSWORD)).status).toBe(401)
    expect((await login(person.user!.email, NEW_PASSWORD)).status).toBe(200)
    const notice = await suite.mailTo(person.user!.email, 2)
    expect(notice.subject).toBe('Your Bubbles password was changed')
  })

  it('a reset link works once, and not after an hour', async () => {
    const { token } = await resetLink()
    expect((await confirm(token)).status).toBe(200)
    const again = await confirm(token, 'yet another passphrase')
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ code: 'reset_link_used', field: 'token' })

    const { person, token: late } = await resetLink()
    await suite.expireTokens(person.user!.id)
    const expired = await confirm(late)
    expect(expired.status).toBe(400)
    expect(expired.body.code).toBe('reset_link_expired')
    expect((await login(person.user!.email, PASSWORD)).status).toBe(200)
  })

  it('refuses a new password Settings would refuse, keeping the link', async () => {
    const { token } = await resetLink()
    const short = await confirm(token, 'short')
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ code: 'password_too_short', field: 'newPassword' })
    expect((await confirm(token)).status).toBe(200)
  })

  it('a token of one purpose is refused by the other endpoint', async () => {
    const { token: resetToken } = await resetLink()
    const mover = await suite.person()
    const email = `moving-${Date.now()}@example.com`
    await mover.put('/api/settings/account', { email })
    const verifyToken = suite.tokenIn(await suite.mailTo(email), '/verify-email')

    const crossed = await confirm(verifyToken)
    expect(crossed.status).toBe(400)
    expect(crossed.body.code).toBe('reset_link_invalid')
    const other = await suite.visitor().post('/api/auth/email/verify', { token: resetToken })
    expect(other.status).toBe(400)
    expect(other.body.code).toBe('email_link_invalid')
    // Both still work where they belong.
    expect((await confirm(resetToken)).status).toBe(200)
    expect((await suite.visitor().post('/api/auth/email/verify', { token: verifyToken })).status).toBe(200)
  })

  it('sends nothing to an address its account never proved', async () => {
    const email = `unproved-${Date.now()}@example.com`
    suite.oidc.setAccount(`sub-${email}`, { email, email_verified: false, given_name: 'Unproved' })
    expect((await signInWithOidc(suite.visitor())).status).toBe(302)
    expect((await askReset(email)).status).toBe(200)
    await suite.server.app.outbox.drain()
    const rows = await queryRows(suite.server.db, sql`select 1 from account_tokens where email = ${email}`)
    expect(rows).toHaveLength(0)
    expect(suite.mailsTo(email)).toEqual([])
  })
})
