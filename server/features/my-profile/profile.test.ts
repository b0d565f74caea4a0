import { describeError } from '@shared/error-codes'
import { EXPERIENCE_LEVELS } from '@shared/options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser, validProfile } from '../../../test/client'
import { createMatch } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { portfolioProjects, uploads } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const insertUpload = async (userId: string, key = `${crypto.randomUUID()}.webp`) => {
  await server.db
    .insert(uploads)
    .values({ userId, key, contentType: 'image/webp', bytes: 10, width: 1, height: 1 })
  return `/uploads/${key}`
}

describe('PUT /api/profile', () => {
  it('updates the fields sent, trimmed, returns the profile and leaves the rest alone', async () => {
    const client = await createUser(server.url, { profile: {} })
    const res = await client.put('/api/profile', {
      bio: '  New bio  ',
      profession: ' Illustrator ',
      location: 'Durban, KwaZulu-Natal',
      skills: [' Ink ', 'ink', '', 'Procreate'],
      experience: 'Experienced (5+ years)',
      projectInterests: ' Picture books ',
      collaborationStyle: 'Async, weekly calls',
      portfolio: ' https://ink.example/work ',
      hourlyRate: '600',
      isAvailableForWork: false,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      bio: 'New bio',
      profession: 'Illustrator',
      location: 'Durban, KwaZulu-Natal',
      skills: ['Ink', 'Procreate'],
      experience: 'Experienced (5+ years)',
      projectInterests: 'Picture books',
      collaborationStyle: 'Async, weekly calls',
      portfolio: 'https://ink.example/work',
      hourlyRate: 600,
      isAvailableForWork: false,
    })
    expect((await client.get('/api/auth/user')).body.profile).toMatchObject(res.body)

    const partial = await client.put('/api/profile', { bio: 'Only the bio' })
    expect(partial.body).toMatchObject({ ...res.body, bio: 'Only the bio', updatedAt: expect.any(String) })
  })

  it('takes every level of the one scale, and stores a retired level as its place on it', async () => {
    const client = await createUser(server.url, { profile: {} })
    for (const experience of EXPERIENCE_LEVELS) {
      const res = await client.put('/api/profile', { experience })
      expect(res.status).toBe(200)
      expect(res.body.experience).toBe(experience)
    }
    // A page loaded before the change still offers the other scale's two values (docs/decisions/016).
    for (const [retired, current] of [
      ['Intermediate (2-4 years)', 'Intermediate (2-5 years)'],
      ['Advanced (5-9 years)', 'Experienced (5+ years)'],
    ]) {
      const res = await client.put('/api/profile', { experience: retired })
      expect(res.status).toBe(200)
      expect(res.body.experience).toBe(current)
    }
    const onboarded = await createUser(server.url, { profile: { experience: 'Advanced (5-9 years)' } })
    expect(onboarded.user!.profile!.experience).toBe('Experienced (5+ years)')
  })

  it('clears optional text with blank or null and uses the custom profession for Other', async () => {
    const client = await createUser(server.url, { profile: {} })
    await client.put('/api/profile', { projectInterests: 'Music', portfolio: 'https://a.example' })
    const res = await client.put('/api/profile', {
      projectInterests: '  ',
      portfolio: null,
      profession: 'Other',
      customProfession: ' Luthier ',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ projectInterests: null, portfolio: null, profession: 'Luthier' })
  })

  it.each([
    ['bio', { bio: '   ' }, 'Please fill in all required fields'],
    ['profession', { profession: '' }, 'Please fill in all required fields'],
    ['location', { location: ' ' }, 'Please fill in all required fields'],
    ['experience', { experience: '' }, 'Please fill in all required fields'],
    ['experience', { experience: 'Guru (50 years)' }, 'Choose an experience level from the list'],
    ['customProfession', { profession: 'Other' }, 'Please specify your profession'],
    ['bio', { bio: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    ['skills', { skills: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'At most 20 skills'],
    ['skills.0', { skills: ['x'.repeat(41)] }, 'A skill must be at most 40 characters'],
    ['projectInterests', { projectInterests: 'x'.repeat(501) }, 'Must be at most 500 characters'],
    ['collaborationStyle', { collaborationStyle: 'x'.repeat(501) }, 'Must be at most 500 characters'],
    ['portfolio', { portfolio: 'http://insecure.example' }, 'Portfolio must be an https:// link'],
    ['portfolio', { portfolio: 'javascript:alert(1)' }, 'Portfolio must be an https:// link'],
    ['portfolio', { portfolio: `https://a.example/${'x'.repeat(2048)}` }, 'Must be at most 2048 characters'],
    ['hourlyRate', { hourlyRate: -1 }, 'Hourly rate cannot be negative'],
    ['hourlyRate', { hourlyRate: 1.5 }, 'Hourly rate must be a whole number of rand'],
    ['isAvailableForWork', { isAvailableForWork: 'no' }, 'isAvailableForWork must be true or false'],
  ])('refuses a bad %s with a clear 400 and changes nothing', async (field, body, message) => {
    const client = await createUser(server.url, { profile: {} })
    const res = await client.put('/api/profile', body)
    expect(res.status).toBe(400)
    // Each text is one of the registry's, so its code (and numbers) come with it.
    expect(res.body).toEqual({ message, field, ...describeError(message) })
    expect((await client.get('/api/auth/user')).body.profile).toEqual(client.user!.profile)
  })

  it('answers 401 signed out and 403 before onboarding', async () => {
    expect((await new ApiClient(server.url).put('/api/profile', { bio: 'x' })).status).toBe(401)
    const res = await (await createUser(server.url)).put('/api/profile', { bio: 'x' })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Create your profile first')
  })
})

describe('PUT /api/profile/picture', () => {
  it('takes an https URL or one of my own uploads and returns the user', async () => {
    const client = await createUser(server.url, { profile: {} })
    const https = await client.put('/api/profile/picture', {
      profileImageUrl: ' https://img.example/me.png ',
    })
    expect(https.status).toBe(200)
    expect(https.body).toMatchObject({ id: client.user!.id, profileImageUrl: 'https://img.example/me.png' })

    const url = await insertUpload(client.user!.id)
    const upload = await client.put('/api/profile/picture', { profileImageUrl: url })
    expect(upload.status).toBe(200)
    expect(upload.body.profileImageUrl).toBe(url)
    expect((await client.get('/api/auth/user')).body.profileImageUrl).toBe(url)
  })

  it("refuses someone else's upload (403) and an unknown one (404)", async () => {
    const [me, other] = await Promise.all([createUser(server.url), createUser(server.url)])
    const theirs = await insertUpload(other.user!.id)
    const foreign = await me.put('/api/profile/picture', { profileImageUrl: theirs })
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('You can only use images you uploaded')
    const unknown = await me.put('/api/profile/picture', { profileImageUrl: '/uploads/nothing-here.webp' })
    expect(unknown.status).toBe(404)
    expect((await me.get('/api/auth/user')).body.profileImageUrl).toBeNull()
  })

  it.each([
    [{}, 'Choose an image file or enter an image URL'],
    [{ profileImageUrl: '  ' }, 'Choose an image file or enter an image URL'],
    [{ profileImageUrl: 'http://img.example/a.png' }, 'Must be an uploaded image or an https:// URL'],
    [{ profileImageUrl: '/uploads/../../etc/passwd' }, 'Must be an uploaded image or an https:// URL'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const client = await createUser(server.url)
    const res = await client.put('/api/profile/picture', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message, field: 'profileImageUrl', ...describeError(message) })
  })

  it('answers 401 when signed out', async () => {
    const res = await new ApiClient(server.url).put('/api/profile/picture', {
      profileImageUrl: 'https://a.example/x',
    })
    expect(res.status).toBe(401)
  })
})

describe('GET /api/profiles/{userId}', () => {
  const withVisibility = async (profileVisibility: 'public' | 'friends' | 'private') => {
    const owner = await createUser(server.url, {
      firstName: 'Owner',
      profile: { bio: `A ${profileVisibility} bio` },
    })
    expect((await owner.put('/api/settings/privacy', { profileVisibility })).status).toBe(200)
    const [matched, stranger] = await Promise.all([
      createUser(server.url, { profile: {} }),
      createUser(server.url, { profile: {} }),
    ])
    await createMatch(server, { a: owner, b: matched })
    return { owner, matched, stranger, path: `/api/profiles/${owner.user!.id}` }
  }

  it('shows a public profile to anyone signed in, without the private switches', async () => {
    const { owner, stranger, path } = await withVisibility('public')
    await server.db.insert(portfolioProjects).values([
      { userId: owner.user!.id, title: 'Shown' },
      { userId: owner.user!.id, title: 'Also shown' },
      { userId: owner.user!.id, title: 'Hidden', isPublic: false },
    ])
    const res = await stranger.get(path)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      user: { id: owner.user!.id, firstName: 'Owner', lastName: owner.user!.lastName, profileImageUrl: null },
      bio: 'A public bio',
      profession: validProfile().profession,
      portfolioCount: 2,
    })
    for (const key of [
      'showOnlineStatus',
      'allowMessagesFromStrangers',
      'showInDiscovery',
      'shareAnalytics',
    ]) {
      expect(res.body).not.toHaveProperty(key)
    }
    expect(JSON.stringify(res.body)).not.toContain(owner.user!.email)
    expect((await new ApiClient(server.url).get(path)).status).toBe(401)
  })

  it('shows a friends-only profile to matches and the owner only', async () => {
    const { owner, matched, stranger, path } = await withVisibility('friends')
    expect((await matched.get(path)).status).toBe(200)
    expect((await owner.get(path)).status).toBe(200)
    const hidden = await stranger.get(path)
    expect(hidden.status).toBe(404)
    expect(hidden.body).toEqual({ message: 'Profile not found', code: 'profile_not_found' })
  })

  it('shows a private profile to its owner only', async () => {
    const { owner, matched, stranger, path } = await withVisibility('private')
    expect((await owner.get(path)).status).toBe(200)
    expect((await matched.get(path)).status).toBe(404)
    expect((await stranger.get(path)).status).toBe(404)
  })

  it('answers 404 for unknown ids, malformed ids and people without a profile', async () => {
    const [viewer, noProfile] = await Promise.all([createUser(server.url), createUser(server.url)])
    for (const id of [crypto.randomUUID(), 'not-a-uuid', noProfile.user!.id]) {
      expect((await viewer.get(`/api/profiles/${id}`)).status).toBe(404)
    }
  })
})
