import { describeError } from '@shared/error-codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser, validProfile } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('POST /api/profiles', () => {
  it('creates the profile and /api/auth/user then carries it', async () => {
    const client = await createUser(server.url)
    expect((await client.get('/api/auth/user')).body.profile).toBeNull()

    const res = await client.post('/api/profiles', validProfile({ hourlyRate: '' as never }))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      profession: 'Photographer',
      hourlyRate: 0,
      rating: 5,
      isAvailableForWork: true,
    })
    expect(res.body.profileVisibility).toBe('public')
    expect(res.body.showInDiscovery).toBe(true)
    expect(res.body.shareAnalytics).toBe(false)

    const me = await client.get('/api/auth/user')
    expect(me.body.profile.bio).toBe(validProfile().bio)
  })

  it('refuses a second profile for the same user with 409', async () => {
    const client = await createUser(server.url, { profile: {} })
    const res = await client.post('/api/profiles', validProfile({ bio: 'Another one' }))
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('You already have a profile')
    expect((await client.get('/api/auth/user')).body.profile.bio).toBe(validProfile().bio)
  })

  it('requires sign-in', async () => {
    const res = await new ApiClient(server.url).post('/api/profiles', validProfile())
    expect(res.status).toBe(401)
    expect(res.body.message).toBeTruthy()
  })

  it.each([
    ['profession', { profession: '  ' }, 'Please fill in all required fields'],
    ['bio', { bio: '' }, 'Please fill in all required fields'],
    ['location', { location: undefined }, 'Please fill in all required fields'],
    ['experience', { experience: '   ' }, 'Please fill in all required fields'],
    ['experience', { experience: 'Guru (50 years)' }, 'Choose an experience level from the list'],
    ['customProfession', { profession: 'Other', customProfession: '  ' }, 'Please specify your profession'],
    [
      'agreedToPrivacyPolicy',
      { agreedToPrivacyPolicy: false },
      'Please accept our Privacy Policy and Terms of Service',
    ],
    [
      'agreedToTermsOfService',
      { agreedToTermsOfService: false },
      'Please accept our Privacy Policy and Terms of Service',
    ],
    ['hourlyRate', { hourlyRate: -5 }, 'Hourly rate cannot be negative'],
    ['hourlyRate', { hourlyRate: 12.5 }, 'Hourly rate must be a whole number of rand'],
    ['hourlyRate', { hourlyRate: 'abc' }, 'Hourly rate must be a whole number of rand'],
    ['skills', { skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) }, 'At most 20 skills'],
    ['skills.0', { skills: ['x'.repeat(41)] }, 'A skill must be at most 40 characters'],
    [
      'portfolioImages.0',
      { portfolioImages: ['http://insecure.example/a.png'] },
      'Must be an uploaded image or an https:// URL',
    ],
    ['bio', { bio: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('refuses a bad %s with a clear 400', async (field, overrides, message) => {
    const client = await createUser(server.url)
    const res = await client.post('/api/profiles', { ...validProfile(), ...overrides })
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
    expect((await client.get('/api/auth/user')).body.profile).toBeNull()
  })

  it('uses the custom profession when Other is chosen', async () => {
    const client = await createUser(server.url)
    const res = await client.post(
      '/api/profiles',
      validProfile({ profession: 'Other', customProfession: ' Sound Engineer ' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.profession).toBe('Sound Engineer')
  })

  it('trims skills and portfolio URLs and drops empties and duplicates', async () => {
    const client = await createUser(server.url)
    const res = await client.post(
      '/api/profiles',
      validProfile({
        skills: [' Figma ', 'figma', '', 'Lightroom', '  '],
        portfolioImages: [' https://img.example/a.png', 'https://img.example/a.png', ''],
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.skills).toEqual(['Figma', 'Lightroom'])
    expect(res.body.portfolioImages).toEqual(['https://img.example/a.png'])
  })
})
