import { describeError } from '@shared/error-codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { users } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const SESSION_COOKIE = 'bubbles_session'
const PASSWORD = 'correct horse battery'
const setPassword = (client: ApiClient, newPassword = PASSWORD, extra: Record<string, string> = {}) =>
  client.put('/api/settings/account', { newPassword, confirmPassword: newPassword, ...extra })
const passwordLogin = (email: string, password: string, client = new ApiClient(server.url)) =>
  client.post('/api/auth/password-login', { email, password })
const storedHash = async (userId: string) =>
  (await server.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash

describe('PUT /api/settings/account', () => {
  it('updates names at once and holds a new email, trimmed and lower-cased, until it is confirmed', async () => {
    const client = await createUser(server.url, { profile: {} })
    const res = await client.put('/api/settings/account', {
      firstName: ' Thandi ',
      lastName: ' Ndlovu ',
      email: ' Thandi.New@Example.COM ',
    })
    expect(res.status).toBe(200)
    expect(res.body.account).toEqual({
      firstName: 'Thandi',
      lastName: 'Ndlovu',
      email: client.user!.email,
      pendingEmail: 'thandi.new@example.com',
      emailVerified: true,
      hasPassword: false,
    })
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Thandi',
      lastName: 'Ndlovu',
      email: client.user!.email,
    })
  })

  it("answers an email another account uses as any other, and keeps the account's own", async () => {
    const [me, other] = await Promise.all([createUser(server.url), createUser(server.url)])
    const res = await me.put('/api/settings/account', { email: other.user!.email.toUpperCase() })
    expect(res.status).toBe(200)
    expect(res.body.account).toMatchObject({ email: me.user!.email, pendingEmail: other.user!.email })
    expect((await me.get('/api/auth/user')).body.email).toBe(me.user!.email)
  })

  it('sets a first password without a current one, stored as a salted scrypt hash', async () => {
    const [a, b] = await Promise.all([createUser(server.url), createUser(server.url)])
    const res = await setPassword(a)
    expect(res.status).toBe(200)
    expect(res.body.account.hasPassword).toBe(true)
    expect((await a.get('/api/auth/user')).body.hasPassword).toBe(true)
    await setPassword(b)
    const [hashA, hashB] = [await storedHash(a.user!.id), await storedHash(b.user!.id)]
    expect(hashA).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    expect(hashA).not.toContain(PASSWORD)
    // Same password, different salt.
    expect(hashA).not.toBe(hashB)
  })

  it('changes a password only with the right current password', async () => {
    const client = await createUser(server.url)
    await setPassword(client)
    const next = 'a brand new passphrase'

    const missing = await setPassword(client, next)
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      message: 'Enter your current password to change your email or password',
      code: 'current_password_required',
      field: 'currentPassword',
    })
    const wrong = await setPassword(client, next, { currentPassword: 'not my password' })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({
      message: 'Your current password is incorrect',
      code: 'current_password_wrong',
      field: 'currentPassword',
    })
    expect((await passwordLogin(client.user!.email, PASSWORD)).status).toBe(200)

    const ok = await setPassword(client, next, { currentPassword: PASSWORD })
    expect(ok.status).toBe(200)
    expect((await passwordLogin(client.user!.email, PASSWORD)).status).toBe(401)
    expect((await passwordLogin(client.user!.email, next)).status).toBe(200)
  })

  it('needs the current password to change the email once a password is set', async () => {
    const client = await createUser(server.url)
    await setPassword(client)
    const email = `moved-${Date.now()}@example.com`
    expect((await client.put('/api/settings/account', { email })).status).toBe(400)
    expect((await client.put('/api/settings/account', { email, currentPassword: 'wrong one!' })).status).toBe(
      403,
    )
    const ok = await client.put('/api/settings/account', { email, currentPassword: PASSWORD })
    expect(ok.status).toBe(200)
    expect(ok.body.account.pendingEmail).toBe(email)
    // Still the old address until the new one is confirmed (email-links.test.ts).
    expect((await passwordLogin(email, PASSWORD)).status).toBe(401)
    expect((await passwordLogin(client.user!.email, PASSWORD)).status).toBe(200)
    // Names alone never need it.
    expect((await client.put('/api/settings/account', { firstName: 'Renamed' })).status).toBe(200)
  })

  it('ends the other sessions when the password changes, keeping this one', async () => {
    const client = await createUser(server.url, { profile: {} })
    const otherBrowser = new ApiClient(server.url)
    expect(
      (await otherBrowser.post('/api/auth/dev-login', { email: client.user!.email, firstName: 'Test' }))
        .status,
    ).toBe(200)
    // In use just before, so the server holds it in its session cache.
    expect((await otherBrowser.get('/api/profiles/discover')).status).toBe(200)
    const ended: string[] = []
    server.app.sessionEvents.on('session', (id) => ended.push(id))

    expect((await setPassword(client)).status).toBe(200)
    expect((await client.get('/api/auth/user')).status).toBe(200)
    expect((await otherBrowser.get('/api/auth/user')).status).toBe(401)
    expect(ended).toHaveLength(1)
  })

  it.each([
    [
      { newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      { newPassword: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) },
      'newPassword',
      'Password must be at most 200 characters',
    ],
    [
      { newPassword: 'long enough 1', confirmPassword: 'long enough 2' },
      'confirmPassword',
      "New password and confirmation don't match",
    ],
    [{ newPassword: 'long enough 1' }, 'confirmPassword', "New password and confirmation don't match"],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: 'x'.repeat(61) }, 'lastName', 'Must be at most 60 characters'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
  ])('refuses %j with a clear 400 and changes nothing', async (body, field, message) => {
    const client = await createUser(server.url)
    const res = await client.put('/api/settings/account', body)
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
    const after = (await client.get('/api/auth/user')).body
    expect(after).toMatchObject({
      firstName: client.user!.firstName,
      email: client.user!.email,
      hasPassword: false,
    })
  })

  it('treats blank password fields as "no change"', async () => {
    const client = await createUser(server.url)
    const res = await client.put('/api/settings/account', {
      firstName: 'Same',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    })
    expect(res.status).toBe(200)
    expect(res.body.account.hasPassword).toBe(false)
  })
})

describe('POST /api/auth/password-login', () => {
  it('signs in with email and password: a new session, like the other sign-ins', async () => {
    const owner = await createUser(server.url, { profile: {} })
    await setPassword(owner)
    const browser = new ApiClient(server.url)
    const res = await passwordLogin(` ${owner.user!.email.toUpperCase()} `, PASSWORD, browser)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: owner.user!.id, email: owner.user!.email, hasPassword: true })
    expect(res.body.profile).toMatchObject({ profession: 'Photographer' })
    const token = browser.cookies.get(SESSION_COOKIE)
    expect(token).toBeTruthy()
    expect(token).not.toBe(owner.cookies.get(SESSION_COOKIE))
    expect((await browser.get('/api/auth/user')).body.id).toBe(owner.user!.id)
  })

  it('answers the same 401 for an unknown email, a wrong password and an account without a password', async () => {
    const withPassword = await createUser(server.url)
    await setPassword(withPassword)
    const withoutPassword = await createUser(server.url)
    for (const [email, password] of [
      ['nobody-here@example.com', PASSWORD],
      [withPassword.user!.email, 'wrong password'],
      [withoutPassword.user!.email, PASSWORD],
      [withoutPassword.user!.email, ''.padEnd(8, ' ')],
    ] as const) {
      const browser = new ApiClient(server.url)
      const res = await passwordLogin(email, password, browser)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ message: 'Invalid email or password', code: 'invalid_login' })
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false)
    }
  })

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const client = await createUser(server.url)
    await setPassword(client)
    const time = async (email: string) => {
      const start = performance.now()
      await passwordLogin(email, 'wrong password')
      return performance.now() - start
    }
    await time('warm-up@example.com')
    const unknown = Math.min(await time('nobody@example.com'), await time('nobody2@example.com'))
    const wrong = Math.min(await time(client.user!.email), await time(client.user!.email))
    // Both pay for one scrypt; without the dummy hash the unknown email would answer many times faster.
    expect(unknown).toBeGreaterThan(wrong / 3)
  })

  it.each([
    [{ email: 'a@example.com' }, 'password', 'Password is required'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'nope', password: 'whatever1' }, 'email', 'Enter a valid email address'],
    [
      { email: 'a@example.com', password: 'x'.repeat(201) },
      'password',
      'Password must be at most 200 characters',
    ],
  ])('refuses %j with a clear 400', async (body, field, message) => {
    const res = await new ApiClient(server.url).post('/api/auth/password-login', body)
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
  })

  it('answers 429 after the sign-in budget of one address is spent', async () => {
    const limited = await startTestServer({}, { realRateLimits: true })
    try {
      const budget = limited.app.config.rateLimits.signIn
      const client = new ApiClient(limited.url)
      const statuses: number[] = []
      for (let i = 0; i <= budget; i++) {
        statuses.push(
          (await client.post('/api/auth/password-login', { email: 'x@example.com', password: `guess-${i}` }))
            .status,
        )
      }
      expect(statuses.slice(0, budget).every((status) => status === 401)).toBe(true)
      expect(statuses[budget]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
