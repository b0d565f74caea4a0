import { eq } from 'drizzle-orm'
import { Configuration } from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/client'
import { type OidcProviderHandle, signInWithOidc, startServerWithOidc } from '../../../test/oidc-provider'
import type { TestServer } from '../../../test/server'
import { users } from '../../db/schema'
import { supportsSelectAccount } from './oidc'

// docs/decisions/026: sign-in works with any standard OpenID provider, not only with Google.
type Setup = { server: TestServer; oidc: OidcProviderHandle }
// oidc-provider as it ships: the scope claims only from userinfo, prompt=select_account refused.
let standard: Setup
// oidc-provider configured like Google: the claims in the ID token, select_account listed in discovery.
let googleLike: Setup
beforeAll(async () => {
  ;[standard, googleLike] = await Promise.all([
    startServerWithOidc(),
    startServerWithOidc({}, { googleLike: true }),
  ])
})
afterAll(async () => {
  await Promise.all(
    [standard, googleLike].flatMap((setup) => (setup ? [setup.server.close(), setup.oidc.close()] : [])),
  )
})

const signIn = async ({ server }: Setup) => {
  const client = new ApiClient(server.url)
  const res = await signInWithOidc(client)
  return { client, res }
}

describe('sign-in through any standard OpenID provider', () => {
  it('signs in through a standard provider that serves names only from userinfo', async () => {
    const { server, oidc } = standard
    oidc.setAccount('std-sub-amara', {
      email: 'Amara.Okafor@Example.com',
      email_verified: true,
      given_name: 'Amara',
      family_name: 'Okafor',
      name: 'Amara Okafor',
    })
    const { client, res } = await signIn(standard)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    // A standard provider refuses Google's prompt value: it is not asked for.
    expect(res.authorizationUrl.searchParams.has('prompt')).toBe(false)

    const me = await client.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara.okafor@example.com',
    })
    const [row] = await server.db.select().from(users).where(eq(users.id, me.body.id))
    expect(row!.googleSub).toBe('std-sub-amara')
  })

  it('takes email_verified from userinfo too, so a verified address links an existing account', async () => {
    const { server, oidc } = standard
    oidc.setAccount('std-sub-first', { email: 'kofi@example.com', email_verified: true, given_name: 'Kofi' })
    const first = await signIn(standard)
    const kofi = (await first.client.get('/api/auth/user')).body

    // Another subject with the same address, unverified: refused, not linked and not a second account.
    oidc.setAccount('std-sub-unverified', {
      email: 'kofi@example.com',
      email_verified: false,
      given_name: 'K',
    })
    expect((await signIn(standard)).res.status).toBe(409)
    const rows = await server.db.select().from(users).where(eq(users.email, 'kofi@example.com'))
    expect(rows.map((r) => r.id)).toEqual([kofi.id])
  })

  it('still signs in through a provider configured like Google, asking it to let the person pick an account', async () => {
    const { oidc } = googleLike
    oidc.setAccount('google-like-sub', {
      email: 'thandi@example.com',
      email_verified: true,
      given_name: 'Thandi',
      family_name: 'Mokoena',
    })
    const { client, res } = await signIn(googleLike)
    expect(res.status).toBe(302)
    // Its discovery lists select_account among prompt_values_supported.
    expect(res.authorizationUrl.searchParams.get('prompt')).toBe('select_account')
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.com',
    })
  })

  it('derives a first name from `name` when a provider gives no given_name', async () => {
    const { oidc } = standard
    oidc.setAccount('std-sub-name-only', {
      email: 'ines@example.com',
      email_verified: true,
      name: 'Inês Duarte',
    })
    const { client } = await signIn(standard)
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Inês',
      email: 'ines@example.com',
    })
  })
})

describe("a provider's names", () => {
  it('are made one line: a line break from the provider becomes a space, never a line of an email', async () => {
    const { oidc } = standard
    oidc.setAccount('std-sub-broken-name', {
      email: 'broken@example.com',
      email_verified: true,
      given_name: 'Ama\r\n\r\n<b>body</b>',
      family_name: 'Owusu\u0085\t',
    })
    const { client } = await signIn(standard)
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Ama <b>body</b>',
      lastName: 'Owusu',
    })
  })
})

describe('prompt=select_account', () => {
  const issuer = (metadata: Record<string, unknown>) =>
    supportsSelectAccount(new Configuration({ issuer: 'https://id.example', ...metadata }, 'client'))

  it('goes to Google, whose discovery does not list its prompt values', () => {
    expect(issuer({ issuer: 'https://accounts.google.com' })).toBe(true)
  })

  it('goes to another issuer only when its discovery lists select_account', () => {
    expect(issuer({})).toBe(false)
    expect(issuer({ prompt_values_supported: ['none', 'login', 'consent'] })).toBe(false)
    expect(issuer({ prompt_values_supported: ['none', 'login', 'consent', 'select_account'] })).toBe(true)
  })
})
