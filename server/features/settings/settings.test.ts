import { describeError } from '@shared/error-codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { userSettings } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const DEFAULTS = {
  privacy: {
    profileVisibility: 'public',
    showOnlineStatus: true,
    allowMessagesFromStrangers: true,
    showInDiscovery: true,
    shareAnalytics: false,
  },
  notifications: {
    emailNotifications: true,
    pushNotifications: true,
    newMatches: true,
    newMessages: true,
    teamUpdates: true,
    portfolioLikes: true,
    weeklyDigest: true,
    marketingEmails: false,
  },
  // The default UTC, not chosen by anyone: the browser's zone may replace it once.
  app: { timezone: 'UTC', distanceUnit: 'km', theme: 'light', language: 'en', timezoneSet: false },
}

describe('GET /api/settings', () => {
  it('starts with the defaults of docs/product.md §9 and the account details', async () => {
    const client = await createUser(server.url, { firstName: 'Zola', lastName: 'Budd', profile: {} })
    const res = await client.get('/api/settings')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      account: {
        email: client.user!.email,
        firstName: 'Zola',
        lastName: 'Budd',
        hasPassword: false,
        pendingEmail: null,
        emailVerified: true,
      },
      ...DEFAULTS,
    })
  })

  it('creates a missing settings row with the defaults', async () => {
    const client = await createUser(server.url, { profile: {} })
    await server.db.delete(userSettings).where(eq(userSettings.userId, client.user!.id))
    const res = await client.get('/api/settings')
    expect(res.status).toBe(200)
    expect(res.body.notifications).toEqual(DEFAULTS.notifications)
    expect(res.body.app).toEqual(DEFAULTS.app)
    const rows = await server.db.select().from(userSettings).where(eq(userSettings.userId, client.user!.id))
    expect(rows).toHaveLength(1)
  })

  it('shows the default privacy before onboarding', async () => {
    const client = await createUser(server.url)
    expect((await client.get('/api/settings')).body.privacy).toEqual(DEFAULTS.privacy)
  })
})

describe('PUT /api/settings/*', () => {
  it('persists privacy, notifications and app preferences and reads them back', async () => {
    const client = await createUser(server.url, { profile: {} })
    const privacy = {
      profileVisibility: 'friends',
      showOnlineStatus: false,
      allowMessagesFromStrangers: false,
      showInDiscovery: false,
      shareAnalytics: true,
    }
    const notifications = Object.fromEntries(
      Object.entries(DEFAULTS.notifications).map(([key, value]) => [key, !value]),
    )
    const app = { timezone: 'Europe/London', distanceUnit: 'mi', theme: 'dark', language: 'pt' }

    const a = await client.put('/api/settings/privacy', privacy)
    expect(a.status).toBe(200)
    expect(a.body.privacy).toEqual(privacy)
    const b = await client.put('/api/settings/notifications', notifications)
    expect(b.status).toBe(200)
    expect(b.body.notifications).toEqual(notifications)
    const c = await client.put('/api/settings/app', app)
    expect(c.status).toBe(200)
    expect(c.body.app).toEqual({ ...app, timezoneSet: true })

    const read = await client.get('/api/settings')
    expect(read.body).toMatchObject({ privacy, notifications, app })
    // Privacy is the profile's: the profile the app reads carries it too.
    expect((await client.get('/api/auth/user')).body.profile).toMatchObject(privacy)
  })

  it('changes only the fields sent', async () => {
    const client = await createUser(server.url, { profile: {} })
    expect((await client.put('/api/settings/notifications', { weeklyDigest: false })).status).toBe(200)
    expect((await client.put('/api/settings/app', { theme: 'system' })).status).toBe(200)
    expect((await client.put('/api/settings/privacy', { shareAnalytics: true })).status).toBe(200)
    const read = (await client.get('/api/settings')).body
    expect(read.notifications).toEqual({ ...DEFAULTS.notifications, weeklyDigest: false })
    expect(read.app).toEqual({ ...DEFAULTS.app, theme: 'system' })
    expect(read.privacy).toEqual({ ...DEFAULTS.privacy, shareAnalytics: true })
  })

  it('keeps one user’s settings apart from another’s', async () => {
    const [ann, ben] = await Promise.all([
      createUser(server.url, { profile: {} }),
      createUser(server.url, { profile: {} }),
    ])
    await ann.put('/api/settings/app', { language: 'fr' })
    await ann.put('/api/settings/privacy', { profileVisibility: 'private' })
    const benSettings = (await ben.get('/api/settings')).body
    expect(benSettings.app.language).toBe('en')
    expect(benSettings.privacy.profileVisibility).toBe('public')
  })

  it.each([
    [
      'privacy',
      { profileVisibility: 'everyone' },
      'profileVisibility',
      'Profile visibility must be public, friends or private',
    ],
    ['privacy', { showInDiscovery: 'yes' }, 'showInDiscovery', 'showInDiscovery must be true or false'],
    ['notifications', { newMatches: 1 }, 'newMatches', 'newMatches must be true or false'],
    ['notifications', { marketingEmails: null }, 'marketingEmails', 'marketingEmails must be true or false'],
    ['app', { timezone: 'Africa/Lagos' }, 'timezone', 'Choose one of the listed time zones'],
    ['app', { distanceUnit: 'miles' }, 'distanceUnit', 'Distance unit must be km or mi'],
    ['app', { theme: 'blue' }, 'theme', 'Theme must be light, dark or system'],
    ['app', { language: 'zu' }, 'language', 'Choose one of the listed languages'],
  ])('PUT /api/settings/%s refuses %j with a clear 400', async (section, body, field, message) => {
    const client = await createUser(server.url, { profile: {} })
    const res = await client.put(`/api/settings/${section}`, body)
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
    expect((await client.get('/api/settings')).body).toMatchObject(DEFAULTS)
  })

  it('refuses privacy settings before onboarding with 403', async () => {
    const client = await createUser(server.url)
    const res = await client.put('/api/settings/privacy', { profileVisibility: 'private' })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Create your profile first')
  })

  it.each([
    ['GET', '/api/settings'],
    ['PUT', '/api/settings/privacy'],
    ['PUT', '/api/settings/notifications'],
    ['PUT', '/api/settings/app'],
    ['PUT', '/api/settings/account'],
    ['GET', '/api/settings/export'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const res = await new ApiClient(server.url).request(method, path, method === 'PUT' ? {} : undefined)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Please sign in to continue', code: 'unauthorized' })
  })
})
