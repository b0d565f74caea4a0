import { SECURITY_CONTACT } from '@shared/contact'
import { LANGUAGES } from '@shared/options'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInWithOidc } from '../../../test/oidc-provider'
import { queryRows } from '../../db/prepare'
import { wordsFor } from '../../lib/i18n'
import { accountSuite, PASSWORD } from './account-links-test-kit'

const suite = accountSuite()
let counter = 0
const newAddress = (name = 'new') => `${name}-${Date.now().toString(36)}-${counter++}@example.com`
const verify = (token: string) => suite.visitor().post('/api/auth/email/verify', { token })

/** A person who asked to move to a new address, and the token of the link mailed there. */
async function pendingChange(email = newAddress()) {
  const person = await suite.person({ profile: {} })
  const res = await person.put('/api/settings/account', { email })
  expect(res.status).toBe(200)
  const token = suite.tokenIn(await suite.mailTo(email), '/verify-email')
  return { person, email, token }
}

describe('changing the email address', () => {
  it('keeps the address until the link mailed to the new one is opened', async () => {
    const { person, email } = await pendingChange()
    const settings = (await person.get('/api/settings')).body
    expect(settings.account).toMatchObject({
      email: person.user!.email,
      pendingEmail: email,
      emailVerified: true,
    })
    const mail = suite.mailsTo(email)[0]!
    expect(mail.subject).toBe('Confirm your new email for Bubbles')
    expect(mail.text).toContain(`${suite.server.url}/verify-email?token=`)
    expect(mail.html).toContain('Confirm this email')
    // Nothing went to the old address yet.
    expect(suite.mailsTo(person.user!.email)).toEqual([])
  })

  it('a confirmation link works once', async () => {
    const { person, email, token } = await pendingChange()
    const first = await verify(token)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ email })
    expect((await person.get('/api/settings')).body.account).toMatchObject({ email, pendingEmail: null })

    const again = await verify(token)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      message: 'This confirmation link has already been used.',
      code: 'email_link_used',
      field: 'token',
    })
    const notice = await suite.mailTo(person.user!.email)
    expect(notice.text).toContain(`Your Bubbles email was changed to ${email}.`)
    // It comes from a no-reply address: it names where to write instead, and says replies go unread.
    expect(notice.text).toContain(`write at once to ${SECURITY_CONTACT}`)
    expect(notice.text).not.toMatch(/reply to this email/i)
    expect(notice.text).toContain('Replies to this email are not read.')
  })

  it('names the address to write to in every language, never the no-reply one it comes from', () => {
    for (const language of LANGUAGES) {
      const body = wordsFor(language, 'account-mail')('emailChanged.body', {
        email: 'new@example.com',
        contact: SECURITY_CONTACT,
      })
      expect(body, language).toContain(SECURITY_CONTACT)
    }
  })

  it('refuses an unknown or expired link with 400, changing nothing', async () => {
    const unknown = await verify('x'.repeat(43))
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('email_link_invalid')

    const { person, token } = await pendingChange()
    await suite.expireTokens(person.user!.id)
    const expired = await verify(token)
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({
      message: 'This confirmation link has expired. You can send a new one from Settings.',
      code: 'email_link_expired',
    })
    expect((await person.get('/api/auth/user')).body.email).toBe(person.user!.email)
  })

  it('keeps the token only as a hash, and sealed in the outbox', async () => {
    const { person, token } = await pendingChange()
    const rows = await queryRows<{ token_hash: string; payload: unknown }>(
      suite.server.db,
      sql`select t.token_hash, o.payload from account_tokens t join outbox o on o.user_id = t.user_id
        where t.user_id = ${person.user!.id}`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toContain(token)
    expect(JSON.stringify(rows[0]!.payload)).not.toContain(token)
  })

  it('Resend mails a new link and the old one stops working; Cancel ends the change', async () => {
    const { person, email, token } = await pendingChange()
    const resent = await person.post('/api/settings/account/pending-email/resend')
    expect(resent.status).toBe(200)
    expect(resent.body.account.pendingEmail).toBe(email)
    const second = suite.tokenIn(await suite.mailTo(email, 2), '/verify-email')
    expect((await verify(token)).body.code).toBe('email_link_invalid')

    const cancelled = await person.delete('/api/settings/account/pending-email')
    expect(cancelled.body.account).toMatchObject({ email: person.user!.email, pendingEmail: null })
    expect((await verify(second)).body.code).toBe('email_link_invalid')
    const nothing = await person.post('/api/settings/account/pending-email/resend')
    expect(nothing.status).toBe(409)
    expect(nothing.body.code).toBe('no_pending_email')
  })

  it('sends account mails whatever the notification settings, in the account’s language', async () => {
    const person = await suite.person({ profile: {} })
    await person.put('/api/settings/notifications', { emailNotifications: false })
    await person.put('/api/settings/app', { language: 'de' })
    const email = newAddress('deutsch')
    await person.put('/api/settings/account', { email })
    const mail = await suite.mailTo(email)
    expect(mail.subject).toBe('Bestätige deine neue E-Mail-Adresse für Bubbles')
  })
})

describe('an address belongs to a person only once verified', () => {
  it('an unconfirmed email change does not stop the address’s owner from signing up', async () => {
    const { person, email, token } = await pendingChange(newAddress('owner'))
    suite.oidc.setAccount(`sub-${email}`, { email, email_verified: true, given_name: 'Owner' })
    const owner = suite.visitor()
    expect((await signInWithOidc(owner)).status).toBe(302)
    const signedUp = (await owner.get('/api/auth/user')).body
    expect(signedUp).toMatchObject({ email })
    expect(signedUp.id).not.toBe(person.user!.id)

    // The change ends, with a clear message, and the link cannot take the address.
    expect((await person.get('/api/settings')).body.account.pendingEmail).toBeNull()
    const late = await verify(token)
    expect(late.status).toBe(409)
    expect(late.body).toEqual({
      message: 'Someone else confirmed this email address first, so your email was not changed.',
      code: 'email_taken_meanwhile',
    })
    expect((await person.get('/api/auth/user')).body.email).toBe(person.user!.email)
  })

  it('a pending address neither signs in nor gets any mail but its confirmation', async () => {
    const { person, email } = await pendingChange()
    await person.put('/api/settings/account', { newPassword: PASSWORD, confirmPassword: PASSWORD })
    const login = await suite.visitor().post('/api/auth/password-login', { email, password: PASSWORD })
    expect(login.status).toBe(401)
    expect((await suite.visitor().post('/api/auth/password-reset', { email })).status).toBe(200)
    await suite.server.app.outbox.drain()
    expect(suite.mailsTo(email)).toHaveLength(1)
  })

  it('an address nobody proved gets no notification mail', async () => {
    const [unproved, other] = await Promise.all([
      suite.person({ profile: {} }),
      suite.person({ profile: {} }),
    ])
    await suite.server.db.execute(
      sql`update users set email_verified_at = null where id = ${unproved.user!.id}`,
    )
    await unproved.post('/api/swipes', { swipedId: other.user!.id, action: 'like' })
    expect(
      (await other.post('/api/swipes', { swipedId: unproved.user!.id, action: 'like' })).body.isMatch,
    ).toBe(true)
    await suite.server.app.outbox.drain()
    await suite.server.app.outbox.drain()
    const rows = await queryRows<{ status: string; last_error: string }>(
      suite.server.db,
      sql`select status, last_error from outbox where user_id = ${unproved.user!.id}`,
    )
    expect(rows).toEqual([{ status: 'skipped', last_error: 'address not verified' }])
    expect(suite.mailsTo(unproved.user!.email)).toEqual([])
  })

  it('an address nobody proved yields to the owner who proves it', async () => {
    const email = newAddress('unproved')
    suite.oidc.setAccount(`squatter-${email}`, { email, email_verified: false, given_name: 'Squatter' })
    const squatter = suite.visitor()
    expect((await signInWithOidc(squatter)).status).toBe(302)
    expect((await squatter.get('/api/settings')).body.account).toMatchObject({ email, emailVerified: false })

    suite.oidc.setAccount(`owner-${email}`, { email, email_verified: true, given_name: 'Owner' })
    const owner = suite.visitor()
    expect((await signInWithOidc(owner)).status).toBe(302)
    const mine = (await owner.get('/api/auth/user')).body
    expect(mine.email).toBe(email)
    const theirs = (await squatter.get('/api/auth/user')).body
    expect(theirs.id).not.toBe(mine.id)
    expect(theirs.email).toMatch(/^unverified-.*@users\.noreply\.bubbles$/)
  })
})
