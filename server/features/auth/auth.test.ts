import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser, validProfile } from '../../../test/client'
import {
  authorizeWithOidc,
  type OidcProviderHandle,
  signInWithOidc,
  startServerWithOidc,
} from '../../../test/oidc-provider'
import { startTestServer, type TestServer } from '../../../test/server'
import { profiles, sessions, users } from '../../db/schema'

const SESSION_COOKIE = 'bubbles_session'
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' }
const DAY_MS = 24 * 3600_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const sessionCookieLine = (headers: Headers) =>
  headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))
/** A visitor that presents exactly this session token. */
const withToken = (baseUrl: string, token: string) => {
  const client = new ApiClient(baseUrl)
  client.cookies.set(SESSION_COOKIE, token)
  return client
}
const devLogin = (client: ApiClient, body: Record<string, unknown>) =>
  client.post('/api/auth/dev-login', body)

/** Runs `fn` against a server started with `env`, then stops it. */
async function withServer(env: Record<string, string>, fn: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(env)
  try {
    await fn(server)
  } finally {
    await server.close()
  }
}

// The default test server: no Google configuration, NODE_ENV=test, so development sign-in is on.
let server: TestServer
// A server whose Google sign-in points at a local OpenID provider.
let google: { server: TestServer; oidc: OidcProviderHandle }
beforeAll(async () => {
  ;[server, google] = await Promise.all([startTestServer(), startServerWithOidc()])
})
afterAll(async () => {
  await Promise.all([server?.close(), google?.server.close(), google?.oidc.close()])
})

describe('sign-in through the local OpenID provider', () => {
  it('runs the authorization-code flow with PKCE, finds users by sub and rotates the session', async () => {
    const { server: app, oidc } = google
    oidc.setAccount('google-sub-ada', {
      email: 'Ada.Lovelace@Example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    })
    const client = new ApiClient(app.url)

    const first = await signInWithOidc(client)
    const request = first.authorizationUrl
    expect(request.origin).toBe(oidc.issuer)
    expect(request.searchParams.get('client_id')).toBe(oidc.clientId)
    expect(request.searchParams.get('redirect_uri')).toBe(`${app.url}/api/auth/google/callback`)
    expect(request.searchParams.get('response_type')).toBe('code')
    expect(request.searchParams.get('scope')).toBe('openid email profile')
    expect(request.searchParams.get('code_challenge_method')).toBe('S256')
    expect(request.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(request.searchParams.get('state')).toBeTruthy()
    expect(request.searchParams.get('nonce')).toBeTruthy()
    expect(first.callbackUrl.searchParams.get('code')).toBeTruthy()
    expect(first.callbackUrl.searchParams.get('state')).toBe(request.searchParams.get('state'))

    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/')
    const firstToken = client.cookies.get(SESSION_COOKIE)!
    expect(firstToken).toBeTruthy()
    expect(client.cookies.has('bubbles_oidc')).toBe(false)

    const me = await client.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.lovelace@example.com',
      profile: null,
    })
    const [row] = await app.db.select().from(users).where(eq(users.id, me.body.id))
    expect(row!.googleSub).toBe('google-sub-ada')

    // Same subject, even with another email at the issuer: the same user, and a new session token.
    oidc.setAccount('google-sub-ada', {
      email: 'ada@another.example',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    })
    const again = await signInWithOidc(client)
    expect(again.status).toBe(302)
    const secondToken = client.cookies.get(SESSION_COOKIE)!
    expect(secondToken).toBeTruthy()
    expect(secondToken).not.toBe(firstToken)
    expect((await client.get('/api/auth/user')).body.id).toBe(me.body.id)
    expect((await withToken(app.url, firstToken).get('/api/auth/user')).status).toBe(401)

    // Another subject with another email: another user.
    oidc.setAccount('google-sub-grace', {
      email: 'grace@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    })
    const other = new ApiClient(app.url)
    expect((await signInWithOidc(other)).status).toBe(302)
    const grace = (await other.get('/api/auth/user')).body
    expect(grace).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' })
    expect(grace.id).not.toBe(me.body.id)
  })

  it('refuses a callback with a tampered, missing or foreign state cookie: 400 and no session', async () => {
    const { server: app } = google
    const expectRefused = async (client: ApiClient, callbackUrl: URL) => {
      const res = await client.get(callbackUrl.pathname + callbackUrl.search)
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/try again/)
      expect(sessionCookieLine(res.headers)).toBeUndefined()
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
      expect((await client.get('/api/auth/user')).status).toBe(401)
    }

    const tampered = new ApiClient(app.url)
    const first = await authorizeWithOidc(tampered)
    const cookie = tampered.cookies.get('bubbles_oidc')!
    tampered.cookies.set('bubbles_oidc', cookie.slice(0, -2) + (cookie.endsWith('AA') ? 'BB' : 'AA'))
    await expectRefused(tampered, first.callbackUrl)

    const missing = new ApiClient(app.url)
    const second = await authorizeWithOidc(missing)
    missing.cookies.delete('bubbles_oidc')
    await expectRefused(missing, second.callbackUrl)

    // The provider's answer with a state other than the one this browser's cookie holds.
    const forgedState = new ApiClient(app.url)
    const third = await authorizeWithOidc(forgedState)
    third.callbackUrl.searchParams.set('state', 'forged-state')
    await expectRefused(forgedState, third.callbackUrl)

    // A valid cookie from another sign-in attempt: state (and PKCE) do not match.
    const victim = new ApiClient(app.url)
    const attacker = await authorizeWithOidc(new ApiClient(app.url))
    await authorizeWithOidc(victim)
    await expectRefused(victim, attacker.callbackUrl)
  })

  it('links an existing account by email only when the issuer verified that email', async () => {
    const { server: app, oidc } = await startServerWithOidc({ AUTH_DEV_LOGIN: '1' })
    try {
      const existing = await createUser(app.url, { email: 'linus@example.com', firstName: 'Linus' })

      oidc.setAccount('sub-unverified', {
        email: 'linus@example.com',
        email_verified: false,
        given_name: 'L',
      })
      const refused = await signInWithOidc(new ApiClient(app.url))
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBeTruthy()

      oidc.setAccount('sub-verified', { email: 'linus@example.com', email_verified: true, given_name: 'L' })
      const client = new ApiClient(app.url)
      expect((await signInWithOidc(client)).status).toBe(302)
      expect((await client.get('/api/auth/user')).body.id).toBe(existing.user!.id)
    } finally {
      await Promise.all([app.close(), oidc.close()])
    }
  })
})

describe('dev sign-in on/off by environment', () => {
  const expectDevLoginWorks = async (url: string) => {
    const res = await devLogin(new ApiClient(url), {
      email: 'dev@example.com',
      firstName: 'Dev',
      lastName: 'Person',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ email: 'dev@example.com', firstName: 'Dev', profile: null })
  }
  const expectDevLoginGone = async (url: string) => {
    const res = await devLogin(new ApiClient(url), { email: 'dev@example.com', firstName: 'Dev' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' })
  }

  it('is on without Google configuration in test and development: /api/auth/google leads to /dev-login', async () => {
    await expectDevLoginWorks(server.url)
    const res = await new ApiClient(server.url).get('/api/auth/google')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dev-login')

    await withServer({ NODE_ENV: 'development' }, async (dev) => {
      await expectDevLoginWorks(dev.url)
      expect((await new ApiClient(dev.url).get('/api/auth/google')).headers.get('location')).toBe(
        '/dev-login',
      )
    })
  })

  it('is off in production (404 JSON) unless AUTH_DEV_LOGIN=1', async () => {
    await withServer(PRODUCTION, async (production) => {
      await expectDevLoginGone(production.url)
      expect((await new ApiClient(production.url).get('/api/auth/google')).status).toBe(503)
    })
    await withServer({ ...PRODUCTION, AUTH_DEV_LOGIN: '1' }, async (production) => {
      await expectDevLoginWorks(production.url)
    })
  })

  it('is off when Google is configured, where /api/auth/google redirects to the issuer, unless AUTH_DEV_LOGIN=1', async () => {
    const res = await new ApiClient(google.server.url).get('/api/auth/google')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')!.startsWith(`${google.oidc.issuer}/auth?`)).toBe(true)
    await expectDevLoginGone(google.server.url)

    const both = await startServerWithOidc({ AUTH_DEV_LOGIN: '1' })
    try {
      await expectDevLoginWorks(both.server.url)
      const redirect = await new ApiClient(both.server.url).get('/api/auth/google')
      expect(redirect.headers.get('location')!.startsWith(`${both.oidc.issuer}/auth?`)).toBe(true)
    } finally {
      await Promise.all([both.server.close(), both.oidc.close()])
    }
  })
})

describe('dev-login validation', () => {
  it('refuses a bad email with 400, a message and the field', async () => {
    const client = new ApiClient(server.url)
    const res = await devLogin(client, { email: 'not-an-email', firstName: 'Ann', lastName: 'Bee' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'Enter a valid email address',
      code: 'email_invalid',
      field: 'email',
    })
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
  })

  it('refuses a missing first name with 400', async () => {
    const missing = await devLogin(new ApiClient(server.url), { email: 'ann@example.com', lastName: 'Bee' })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      message: 'First name is required',
      code: 'first_name_required',
      field: 'firstName',
    })

    const blank = await devLogin(new ApiClient(server.url), { email: 'ann@example.com', firstName: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body).toEqual({
      message: 'First name is required',
      code: 'first_name_required',
      field: 'firstName',
    })
  })
})

describe('cookie attributes', () => {
  const expectSessionCookie = (line: string | undefined) => {
    expect(line).toBeDefined()
    expect(line).toMatch(/;\s*HttpOnly/i)
    expect(line).toMatch(/;\s*SameSite=Lax/i)
    expect(line).toMatch(/;\s*Path=\/(;|$)/i)
  }

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, and Secure only in production', async () => {
    const res = await devLogin(new ApiClient(server.url), { email: 'cookie@example.com', firstName: 'C' })
    expect(res.status).toBe(200)
    const line = sessionCookieLine(res.headers)
    expectSessionCookie(line)
    expect(line).not.toMatch(/;\s*Secure/i)
    // 256 bits of randomness, base64url.
    expect(line).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43};`))

    await withServer({ ...PRODUCTION, AUTH_DEV_LOGIN: '1' }, async (production) => {
      const prod = await devLogin(new ApiClient(production.url), { email: 'c@example.com', firstName: 'C' })
      expect(prod.status).toBe(200)
      expectSessionCookie(sessionCookieLine(prod.headers))
      expect(sessionCookieLine(prod.headers)).toMatch(/;\s*Secure/i)
    })
  })
})

describe('session expiry', () => {
  it('ends a session past its absolute expiry', async () => {
    const client = await createUser(server.url)
    const token = client.cookies.get(SESSION_COOKIE)!
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)))
    const res = await client.get('/api/auth/user')
    expect(res.status).toBe(401)
    expect(res.body.message).toBeTruthy()
  })

  it('ends a session idle for more than 14 days, and keeps one used within them', async () => {
    const client = await createUser(server.url)
    const token = client.cookies.get(SESSION_COOKIE)!
    const idleSince = (days: number) =>
      server.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - days * DAY_MS) })
        .where(eq(sessions.tokenHash, sha256(token)))

    await idleSince(13)
    expect((await client.get('/api/auth/user')).status).toBe(200)
    // That request counted as activity.
    const [touched] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000)

    await idleSince(15)
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })

  it('stores only the SHA-256 hash of the token', async () => {
    const client = await createUser(server.url)
    const token = client.cookies.get(SESSION_COOKIE)!
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, client.user!.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(sha256(token))
    const all = await server.db.select().from(sessions)
    expect(JSON.stringify(all)).not.toContain(token)
  })
})

describe('logout', () => {
  it('clears the cookie, deletes the session row, and the old cookie no longer works', async () => {
    const client = await createUser(server.url)
    const token = client.cookies.get(SESSION_COOKIE)!

    const res = await client.post('/api/auth/logout')
    expect(res.status).toBe(200)
    const cleared = sessionCookieLine(res.headers)
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`))
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i)
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)

    expect(await server.db.select().from(sessions).where(eq(sessions.userId, client.user!.id))).toEqual([])
    expect((await withToken(server.url, token).get('/api/auth/user')).status).toBe(401)
  })
})

describe('session cache (docs/decisions/011)', () => {
  // Onboarded people's sessions are served from memory once looked up: ending one must still be instant.
  const onboarded = async () => {
    const client = await createUser(server.url, { profile: {} })
    const token = client.cookies.get(SESSION_COOKIE)!
    for (let i = 0; i < 2; i++) expect((await client.get('/api/profiles/discover')).status).toBe(200)
    return { client, token }
  }

  it('refuses a session at once after logout, though it was just in use', async () => {
    const { client, token } = await onboarded()
    expect((await client.post('/api/auth/logout')).status).toBe(200)
    for (const path of ['/api/auth/user', '/api/profiles/discover']) {
      expect((await withToken(server.url, token).get(path)).status).toBe(401)
    }
  })

  it('refuses the previous session of a browser that signs in again', async () => {
    const { client, token } = await onboarded()
    expect((await devLogin(client, { email: client.user!.email, firstName: 'Again' })).status).toBe(200)
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(token)
    expect((await withToken(server.url, token).get('/api/profiles/discover')).status).toBe(401)
    expect((await client.get('/api/profiles/discover')).status).toBe(200)
  })

  it('answers /api/auth/user with the name as it is now, not as it was when the session was cached', async () => {
    const { client } = await onboarded()
    expect((await client.put('/api/settings/account', { firstName: 'Renamed' })).status).toBe(200)
    expect((await client.get('/api/auth/user')).body.firstName).toBe('Renamed')
  })
})

describe('foreign Origin', () => {
  const evil = { origin: 'https://evil.example' }

  it('refuses state-changing requests from a foreign Origin with 403 and changes nothing', async () => {
    const client = await createUser(server.url)

    const create = await client.post('/api/profiles', validProfile(), evil)
    expect(create.status).toBe(403)
    expect(create.body).toEqual({ message: 'Cross-site request refused', code: 'cross_site' })
    expect(await server.db.select().from(profiles).where(eq(profiles.userId, client.user!.id))).toEqual([])

    const logout = await client.post('/api/auth/logout', undefined, evil)
    expect(logout.status).toBe(403)
    expect(logout.body).toEqual({ message: 'Cross-site request refused', code: 'cross_site' })
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true)
    expect((await client.get('/api/auth/user')).status).toBe(200)

    const forged = await new ApiClient(server.url).post(
      '/api/auth/dev-login',
      { email: 'forged@example.com', firstName: 'F' },
      evil,
    )
    expect(forged.status).toBe(403)
    expect(await server.db.select().from(users).where(eq(users.email, 'forged@example.com'))).toEqual([])
  })

  it('allows the same Origin', async () => {
    const client = await createUser(server.url)
    const same = { origin: server.url }
    expect((await client.post('/api/profiles', validProfile(), same)).status).toBe(201)
    expect((await client.post('/api/auth/logout', undefined, same)).status).toBe(200)
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })
})

describe('/api/auth/user states', () => {
  it('answers 401 JSON when signed out, profile null before onboarding, the profile after', async () => {
    const signedOut = await new ApiClient(server.url).get('/api/auth/user')
    expect(signedOut.status).toBe(401)
    expect(signedOut.headers.get('content-type')).toMatch(/^application\/json/)
    expect(signedOut.body).toEqual({ message: 'Please sign in to continue', code: 'unauthorized' })

    const client = await createUser(server.url, { firstName: 'Nora', lastName: 'New' })
    const before = await client.get('/api/auth/user')
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ firstName: 'Nora', lastName: 'New', profile: null })

    expect((await client.post('/api/profiles', validProfile())).status).toBe(201)
    const after = await client.get('/api/auth/user')
    expect(after.status).toBe(200)
    expect(after.body.id).toBe(before.body.id)
    expect(after.body.profile).toMatchObject({ profession: 'Photographer', bio: validProfile().bio })
  })
})

describe('unknown /api paths', () => {
  it.each(['GET', 'POST'])('answer %s with 404 JSON { message, code }', async (method) => {
    const res = await new ApiClient(server.url).request(
      method,
      '/api/does-not-exist',
      method === 'POST' ? {} : undefined,
    )
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' })
  })
})

describe('security headers', () => {
  it('sends a content security policy, nosniff and frame protection', async () => {
    for (const path of ['/api/auth/user', '/api/does-not-exist']) {
      const res = await new ApiClient(server.url).get(path)
      const csp = res.headers.get('content-security-policy')
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBeTruthy()
    }
  })
})

describe('sign-in rate limit', () => {
  it('answers 429 after 20 sign-ins a minute from one address', async () => {
    const limited = await startTestServer({}, { realRateLimits: true })
    try {
      const client = new ApiClient(limited.url)
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        const res = await client.post('/api/auth/dev-login', {
          email: `rate-${i}@example.com`,
          firstName: 'Rate',
        })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
      expect(statuses[20]).toBe(429)
      const last = await client.post('/api/auth/dev-login', {
        email: 'rate-x@example.com',
        firstName: 'Rate',
      })
      expect(last.body.message).toMatch(/rate limit/i)
    } finally {
      await limited.close()
    }
  })
})
