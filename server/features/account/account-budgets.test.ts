import { describe, expect, it } from 'vitest'
import { accountSuite } from './account-links-test-kit'

// The production budgets, which the other suites lift.
const suite = accountSuite({ realRateLimits: true })

const expectRefused = (res: { status: number; headers: Headers; body: { code: string } }, code: string) => {
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(res.body.code).toBe(code)
}

describe('budgets on account mails', () => {
  it('answers 429 with Retry-After to a fourth reset request within the hour for one address, known or not', async () => {
    const person = await suite.withPassword()
    for (const email of [person.user!.email, 'nobody-known@example.com']) {
      for (let i = 0; i < 3; i++) {
        expect((await suite.visitor().post('/api/auth/password-reset', { email })).status).toBe(200)
      }
      expectRefused(
        await suite.visitor().post('/api/auth/password-reset', { email }),
        'too_fast_password_resets',
      )
    }
    await suite.server.app.outbox.drain()
    expect(suite.mailsTo(person.user!.email)).toHaveLength(3)
  })

  it('answers 429 once one client has asked about 20 addresses within the hour', async () => {
    // The previous test spent 8 of this client's 20 (a request refused for its address counts here).
    for (let i = 0; i < 12; i++) {
      const email = `someone-${i}@example.com`
      expect((await suite.visitor().post('/api/auth/password-reset', { email })).status).toBe(200)
    }
    const refused = await suite.visitor().post('/api/auth/password-reset', { email: 'one-more@example.com' })
    expectRefused(refused, 'too_fast_password_resets')
  })

  it('answers 429 to a sixth confirmation mail within a day for one account', async () => {
    const person = await suite.person()
    const email = `moving-${Date.now()}@example.com`
    expect((await person.put('/api/settings/account', { email })).status).toBe(200)
    for (let i = 0; i < 4; i++) {
      expect((await person.post('/api/settings/account/pending-email/resend')).status).toBe(200)
    }
    expectRefused(
      await person.post('/api/settings/account/pending-email/resend'),
      'too_fast_email_confirmations',
    )
    expectRefused(
      await person.put('/api/settings/account', { email: `other-${email}` }),
      'too_fast_email_confirmations',
    )
    // Names never spend it.
    expect((await person.put('/api/settings/account', { firstName: 'Still' })).status).toBe(200)
  })
})
