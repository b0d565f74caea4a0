import { describeError } from '@shared/error-codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { type OidcProviderHandle, signInWithOidc, startServerWithOidc } from '../../../test/oidc-provider'
import type { TestServer } from '../../../test/server'
import { userSettings } from '../../db/schema'

// South African time. New members take their browser's zone when it is listed;
// members still on the untouched default UTC take it once, on their next visit.

let server: TestServer
let oidc: OidcProviderHandle
beforeAll(async () => {
  // Google sign-in and development sign-in on one server: both are ways to sign up.
  ;({ server, oidc } = await startServerWithOidc({ AUTH_DEV_LOGIN: '1' }))
})
afterAll(async () => {
  await server?.close()
  await oidc?.close()
})

const zoneOf = async (client: ApiClient) => (await client.get('/api/settings')).body.app

/** A member as one was before this change: settings on the default UTC, never chosen. */
const memberOnDefault = () => createUser(server.url, { profile: {} })

const adopt = (client: ApiClient, timezone: unknown) =>
  client.post('/api/settings/app/browser-timezone', { timezone })

describe('sign-up takes the browser’s time zone', () => {
  it('saves a listed zone sent with development sign-in', async () => {
    const client = await createUser(server.url, { timezone: 'Africa/Johannesburg' })
    expect(await zoneOf(client)).toMatchObject({ timezone: 'Africa/Johannesburg', timezoneSet: true })
  })

  it.each([
    ['an unlisted zone', 'Africa/Lagos'],
    ['no zone Intl knows', 'Mars/Olympus_Mons'],
    ['a zone of the wrong type', 42],
    ['no zone at all', undefined],
  ])('signs up with %s on UTC, the spec’s default, still to be adopted', async (_, timezone) => {
    const client = new ApiClient(server.url)
    const res = await client.post('/api/auth/dev-login', {
      email: `zone-${Math.random().toString(36).slice(2)}@example.com`,
      firstName: 'Zanele',
      timezone,
    })
    expect(res.status).toBe(200)
    expect(await zoneOf(client)).toMatchObject({ timezone: 'UTC', timezoneSet: false })
  })

  it('does not change the zone of an existing member who signs in again', async () => {
    const client = await createUser(server.url, { email: 'returning.zone@example.com' })
    await client.put('/api/settings/app', { timezone: 'Asia/Tokyo' })
    const again = await createUser(server.url, {
      email: 'returning.zone@example.com',
      timezone: 'Africa/Johannesburg',
    })
    expect((await zoneOf(again)).timezone).toBe('Asia/Tokyo')
  })

  it('saves a listed zone the browser named when it went to Google', async () => {
    oidc.setAccount('zone-sub-lerato', {
      email: 'lerato.zone@example.com',
      email_verified: true,
      given_name: 'Lerato',
      family_name: 'Mokoena',
    })
    const client = new ApiClient(server.url)
    const res = await signInWithOidc(client, server.url, '/api/auth/google?timezone=Africa%2FJohannesburg')
    expect(res.status).toBe(302)
    expect(await zoneOf(client)).toMatchObject({ timezone: 'Africa/Johannesburg', timezoneSet: true })
  })

  it('signs up through Google on UTC when the browser named an unlisted zone', async () => {
    oidc.setAccount('zone-sub-kwame', {
      email: 'kwame.zone@example.com',
      email_verified: true,
      given_name: 'Kwame',
      family_name: 'Mensah',
    })
    const client = new ApiClient(server.url)
    const res = await signInWithOidc(client, server.url, '/api/auth/google?timezone=Africa%2FAccra')
    expect(res.status).toBe(302)
    expect(await zoneOf(client)).toMatchObject({ timezone: 'UTC', timezoneSet: false })
  })
})

describe('POST /api/settings/app/browser-timezone: the one-time adoption', () => {
  it('moves a member still on the untouched default UTC to the browser’s zone, once', async () => {
    const client = await memberOnDefault()
    expect(await zoneOf(client)).toMatchObject({ timezone: 'UTC', timezoneSet: false })

    const first = await adopt(client, 'Africa/Johannesburg')
    expect(first.status).toBe(200)
    expect(first.body.adopted).toBe(true)
    expect(first.body.settings.app).toMatchObject({ timezone: 'Africa/Johannesburg', timezoneSet: true })

    // Another visit from elsewhere: the zone stays, nothing is said again.
    const second = await adopt(client, 'Europe/Paris')
    expect(second.status).toBe(200)
    expect(second.body.adopted).toBe(false)
    expect(second.body.settings.app.timezone).toBe('Africa/Johannesburg')
    expect((await zoneOf(client)).timezone).toBe('Africa/Johannesburg')
  })

  it('adopts once when several tabs ask at the same moment', async () => {
    const client = await memberOnDefault()
    const answers = await Promise.all(Array.from({ length: 6 }, () => adopt(client, 'Africa/Johannesburg')))
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200))
    expect(answers.filter((res) => res.body.adopted)).toHaveLength(1)
    expect((await zoneOf(client)).timezone).toBe('Africa/Johannesburg')
  })

  it('keeps UTC for a member who chose UTC themselves', async () => {
    const client = await memberOnDefault()
    expect((await client.put('/api/settings/app', { timezone: 'UTC' })).status).toBe(200)
    const res = await adopt(client, 'Africa/Johannesburg')
    expect(res.body.adopted).toBe(false)
    expect(await zoneOf(client)).toMatchObject({ timezone: 'UTC', timezoneSet: true })
  })

  it('keeps the zone a new member signed up with', async () => {
    const client = await createUser(server.url, { timezone: 'Europe/London', profile: {} })
    const res = await adopt(client, 'Africa/Johannesburg')
    expect(res.body.adopted).toBe(false)
    expect((await zoneOf(client)).timezone).toBe('Europe/London')
  })

  it('still adopts after other preferences were changed: only the zone itself counts as chosen', async () => {
    const client = await memberOnDefault()
    expect((await client.put('/api/settings/app', { theme: 'dark', language: 'pt' })).status).toBe(200)
    expect((await adopt(client, 'Africa/Johannesburg')).body.adopted).toBe(true)
  })

  it('refuses an unlisted zone with a clear 400 and changes nothing', async () => {
    const client = await memberOnDefault()
    const message = 'Choose one of the listed time zones'
    const res = await adopt(client, 'Africa/Lagos')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message, field: 'timezone', ...describeError(message) })
    expect(await zoneOf(client)).toMatchObject({ timezone: 'UTC', timezoneSet: false })
  })

  it('creates a missing settings row and adopts', async () => {
    const client = await memberOnDefault()
    await server.db.delete(userSettings).where(eq(userSettings.userId, client.user!.id))
    expect((await adopt(client, 'Africa/Johannesburg')).body.adopted).toBe(true)
    expect((await zoneOf(client)).timezone).toBe('Africa/Johannesburg')
  })

  it('is for signed-in members only', async () => {
    expect((await adopt(new ApiClient(server.url), 'Africa/Johannesburg')).status).toBe(401)
  })
})

describe('Johannesburg (SAST) among the time zones', () => {
  it('is a zone a member can choose in Settings, as every earlier one still is', async () => {
    const client = await memberOnDefault()
    for (const timezone of [
      'Africa/Johannesburg',
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Paris',
      'Asia/Tokyo',
    ]) {
      const res = await client.put('/api/settings/app', { timezone })
      expect(res.status).toBe(200)
      expect(res.body.app).toMatchObject({ timezone, timezoneSet: true })
    }
  })
})
