import { fieldOfProfession, PROFESSIONS } from '@shared/options'
import { discoverCardSchema } from '@shared/schemas/discover'
import type { CreateProfileInput } from '@shared/schemas/profile'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { profiles } from '../../db/schema'
import {
  discoverPath,
  fetchAllPages,
  idOf,
  idsOf,
  newTag,
  setProfile,
  taggedLocation,
} from './discover-test-kit'
import { shapeOf } from './service'
import { needsCustomPlan } from './statements'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (tag: string, profile: Partial<CreateProfileInput> = {}, firstName?: string) =>
  createUser(server.url, { firstName, profile: { location: taggedLocation(tag), ...profile } })

// A card list on 200, an error body otherwise.
const discover = (client: ApiClient, params: Record<string, string | number | undefined>) =>
  client.get<any>(discoverPath(params))

describe('GET /api/profiles/discover: who is shown', () => {
  it('answers 401 when signed out and 403 before onboarding', async () => {
    expect((await new ApiClient(server.url).get('/api/profiles/discover')).status).toBe(401)
    const noProfile = await createUser(server.url)
    const res = await noProfile.get('/api/profiles/discover')
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Create your profile first')
  })

  it('returns discover cards: the person plus their public profile fields, at most 4 portfolio images', async () => {
    const tag = newTag()
    const me = await person(tag)
    const images = Array.from({ length: 6 }, (_, i) => `https://img.example/${i}.png`)
    const other = await person(tag, { profession: 'Web Developer', portfolioImages: images }, 'Kagiso')
    const res = await discover(me, { location: tag })
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(1)
    const card = discoverCardSchema.strict().parse(res.body[0])
    expect(card.user).toEqual({
      id: idOf(other),
      firstName: 'Kagiso',
      lastName: other.user!.lastName,
      profileImageUrl: null,
    })
    expect(card).toMatchObject({
      userId: idOf(other),
      profession: 'Web Developer',
      rating: 5,
      hourlyRate: 450,
    })
    expect(card.portfolioImages).toEqual(images.slice(0, 4))
    expect(res.body[0]).not.toHaveProperty('showInDiscovery')
    expect(res.body[0]).not.toHaveProperty('email')
  })

  it('never shows the caller', async () => {
    const tag = newTag()
    const me = await person(tag)
    const other = await person(tag)
    expect(idsOf((await discover(me, { location: tag })).body)).toEqual([idOf(other)])
  })

  it('leaves out everyone the caller already passed on or liked, but not people who swiped the caller', async () => {
    const tag = newTag()
    const me = await person(tag)
    const [passed, liked, likedMe, untouched] = await Promise.all([1, 2, 3, 4].map(() => person(tag)))
    expect((await me.post('/api/swipes', { swipedId: idOf(passed!), action: 'pass' })).status).toBe(201)
    expect((await me.post('/api/swipes', { swipedId: idOf(liked!), action: 'like' })).status).toBe(201)
    expect((await likedMe!.post('/api/swipes', { swipedId: idOf(me), action: 'like' })).status).toBe(201)
    const ids = idsOf((await discover(me, { location: tag })).body)
    expect(ids.sort()).toEqual([idOf(likedMe!), idOf(untouched!)].sort())
  })

  it('leaves out people hidden from discovery, private profiles and friends-only profiles', async () => {
    const tag = newTag()
    const me = await person(tag)
    const [hidden, privateOne, friendsOnly, visible] = await Promise.all([1, 2, 3, 4].map(() => person(tag)))
    await setProfile(server.db, idOf(hidden!), { showInDiscovery: false })
    await setProfile(server.db, idOf(privateOne!), { profileVisibility: 'private' })
    await setProfile(server.db, idOf(friendsOnly!), { profileVisibility: 'friends' })
    expect(idsOf((await discover(me, { location: tag })).body)).toEqual([idOf(visible!)])
  })
})

describe('GET /api/profiles/discover: cards rendered once, shared by viewers (docs/decisions/011)', () => {
  it("shows a person's edits to their profile and name at once, to every viewer", async () => {
    const tag = newTag()
    const [me, you, them] = await Promise.all([
      person(tag),
      person(tag),
      person(tag, { bio: 'Before' }, 'Old'),
    ])
    const cardOf = async (viewer: ApiClient) =>
      (await discover(viewer, { location: tag })).body.find((card: any) => card.user.id === idOf(them!))
    expect((await cardOf(me!)).bio).toBe('Before')

    expect((await them!.put('/api/profile', { bio: 'After' })).status).toBe(200)
    expect((await them!.put('/api/settings/account', { firstName: 'New' })).status).toBe(200)
    for (const viewer of [me!, you!]) {
      const card = await cardOf(viewer)
      expect(card.bio).toBe('After')
      expect(card.user.firstName).toBe('New')
    }
  })

  it('drops a person who leaves Discover at once, though their card was just shown', async () => {
    const tag = newTag()
    const [me, hiding, going] = await Promise.all([person(tag), person(tag), person(tag)])
    expect(idsOf((await discover(me!, { location: tag })).body).sort()).toEqual(
      [idOf(hiding!), idOf(going!)].sort(),
    )
    expect((await hiding!.put('/api/settings/privacy', { showInDiscovery: false })).status).toBe(200)
    expect((await going!.put('/api/settings/privacy', { profileVisibility: 'private' })).status).toBe(200)
    expect((await discover(me!, { location: tag })).body).toEqual([])
  })
})

describe('GET /api/profiles/discover: filters', () => {
  it('matches location as a case-insensitive substring, taking % and _ literally', async () => {
    const tag = newTag()
    const me = await person(tag)
    const durban = await person(tag, { location: `Durban ${tag}, KwaZulu-Natal` })
    const capeTown = await person(tag, { location: `Cape Town ${tag}, Western Cape` })
    const odd = await person(tag, { location: `Unit 5_% ${tag}, Western Cape` })
    expect(idsOf((await discover(me, { location: `town ${tag.toUpperCase()}` })).body)).toEqual([
      idOf(capeTown),
    ])
    expect(idsOf((await discover(me, { location: `DURBAN ${tag}` })).body)).toEqual([idOf(durban)])
    expect(idsOf((await discover(me, { location: `5_% ${tag}` })).body)).toEqual([idOf(odd)])
    expect((await discover(me, { location: `${tag}_` })).body).toEqual([])
    // Blank means no filter (the client omits it, but a stray "?location=" must not hide everyone).
    const all = await discover(me, { location: '  ' })
    expect(idsOf(all.body)).toEqual(expect.arrayContaining([idOf(durban), idOf(capeTown), idOf(odd)]))
  })

  it('finds a listed place or province by name with a statement planned once, and other texts per request', async () => {
    const tag = newTag()
    const me = await person(tag)
    const nelspruit = await person(tag, { location: 'Nelspruit, Mpumalanga' })
    const durban = await person(tag, { location: 'Durban, KwaZulu-Natal' })
    for (const location of ['mpumalanga', 'NELSPRUIT', 'Nelspruit, Mpumalanga']) {
      const ids = (await fetchAllPages(me, { location })).flat().map((card) => card.user.id)
      expect(ids).toContain(idOf(nelspruit))
      expect(ids).not.toContain(idOf(durban))
    }
    const planned = (location: string) =>
      needsCustomPlan(
        shapeOf({ scope: { viewerId: idOf(me) }, filters: { location }, tiered: false, tier: 2, take: 21 }),
      )
    expect(['Gauteng', 'cape town', 'Pretoria, Gauteng'].map(planned)).toEqual([false, false, false])
    expect(['gaut', `Cape Town ${tag}`, 'Pretoria,Gauteng'].map(planned)).toEqual([true, true, true])
  })

  it('matches a creative field by its listed professions and by professions typed with its name', async () => {
    const tag = newTag()
    const me = await person(tag)
    const make = (profession: string) => person(tag, { profession: 'Other', customProfession: profession })
    const people = {
      uiux: await person(tag, { profession: 'UI/UX Designer' }),
      brand: await person(tag, { profession: 'Brand Designer' }),
      fashion: await make('Fashion Designer'),
      web: await person(tag, { profession: 'Web Developer' }),
      video: await person(tag, { profession: 'Videographer' }),
      copy: await person(tag, { profession: 'Copywriter' }),
      musician: await make('Musician'),
      illustrator: await person(tag, { profession: 'Illustrator' }),
      ceramic: await make('Ceramic Artist'),
      sound: await make('Sound Engineer'),
    }
    const field = async (profession: string) =>
      idsOf((await discover(me, { location: tag, profession })).body).sort()
    const ids = (...names: (keyof typeof people)[]) => names.map((name) => idOf(people[name])).sort()
    expect(await field('designer')).toEqual(ids('uiux', 'brand', 'fashion'))
    expect(await field('developer')).toEqual(ids('web'))
    expect(await field('photographer')).toEqual(ids('video'))
    expect(await field('writer')).toEqual(ids('copy'))
    expect(await field('musician')).toEqual(ids('musician'))
    expect(await field('artist')).toEqual(ids('illustrator', 'ceramic'))
    expect(await field('all')).toEqual(ids(...(Object.keys(people) as (keyof typeof people)[])))
  })

  it('stores the same creative field in SQL as fieldOfProfession computes in shared/options.ts', async () => {
    const tag = newTag()
    const typed = [
      'Fashion Designer',
      'Game Developer',
      'Songwriter',
      'Session Musician',
      '3D Artist',
      'Chef',
    ]
    const people = [
      ...(await Promise.all(
        PROFESSIONS.filter((p) => p !== 'Other').map((profession) => person(tag, { profession })),
      )),
      ...(await Promise.all(
        typed.map((text) => person(tag, { profession: 'Other', customProfession: text })),
      )),
    ]
    const rows = await server.db
      .select({ profession: profiles.profession, field: profiles.creativeField })
      .from(profiles)
      .where(inArray(profiles.userId, people.map(idOf)))
    expect(rows).toHaveLength(PROFESSIONS.length - 1 + typed.length)
    for (const row of rows)
      expect([row.profession, row.field]).toEqual([row.profession, fieldOfProfession(row.profession)])
  })

  it('finds a profession typed as free text ("other") by that text, case-insensitively', async () => {
    const tag = newTag()
    const me = await person(tag)
    const sound = await person(tag, { profession: 'Other', customProfession: 'Sound Engineer' })
    await person(tag, { profession: 'Photographer' })
    const search = async (profession: string) =>
      idsOf((await discover(me, { location: tag, profession })).body)
    expect(await search('sound engineer')).toEqual([idOf(sound)])
    expect(await search('SOUND')).toEqual([idOf(sound)])
    expect(await search('Tattoo Artist')).toEqual([])
  })

  it('filters availability: available, open (available or listing project interests), freelance (available with a rate)', async () => {
    const tag = newTag()
    const me = await person(tag)
    const availablePaid = await person(tag, { isAvailableForWork: true, hourlyRate: 500 })
    const availableUnpaid = await person(tag, { isAvailableForWork: true, hourlyRate: 0 })
    const busyWithInterests = await person(tag, { isAvailableForWork: false })
    const busy = await person(tag, { isAvailableForWork: false })
    const busyBlankInterests = await person(tag, { isAvailableForWork: false })
    await setProfile(server.db, idOf(busyWithInterests), { projectInterests: 'Music videos, short films' })
    await setProfile(server.db, idOf(busyBlankInterests), { projectInterests: '   ' })
    const filter = async (availability: string) =>
      idsOf((await discover(me, { location: tag, availability })).body).sort()
    const ids = (...clients: ApiClient[]) => clients.map(idOf).sort()
    expect(await filter('available')).toEqual(ids(availablePaid, availableUnpaid))
    expect(await filter('open')).toEqual(ids(availablePaid, availableUnpaid, busyWithInterests))
    expect(await filter('freelance')).toEqual(ids(availablePaid))
    expect(await filter('any')).toEqual(
      ids(availablePaid, availableUnpaid, busyWithInterests, busy, busyBlankInterests),
    )
  })

  it('combines filters', async () => {
    const tag = newTag()
    const me = await person(tag)
    const match = await person(tag, { profession: 'Graphic Designer', location: `Pretoria ${tag}, Gauteng` })
    await person(tag, { profession: 'Graphic Designer', location: `Durban ${tag}, KwaZulu-Natal` })
    await person(tag, {
      profession: 'Graphic Designer',
      location: `Pretoria ${tag}, Gauteng`,
      isAvailableForWork: false,
    })
    await person(tag, { profession: 'Writer', location: `Pretoria ${tag}, Gauteng` })
    const res = await discover(me, {
      location: `pretoria ${tag}`,
      profession: 'designer',
      availability: 'available',
    })
    expect(idsOf(res.body)).toEqual([idOf(match)])
  })

  it.each([
    ['availability', { availability: 'sometimes' }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 51 }],
    ['limit', { limit: 'many' }],
    ['location', { location: 'x'.repeat(121) }],
    ['profession', { profession: 'x'.repeat(81) }],
    ['cursor', { cursor: 'not-a-cursor' }],
    ['cursor', { cursor: Buffer.from('1:1:abc:nope').toString('base64url') }],
  ])('refuses a bad %s with 400', async (field, params) => {
    const me = await person(newTag())
    const res = await discover(me, params)
    expect(res.status).toBe(400)
    expect(res.body.field).toBe(field)
    expect(res.body.message).toBeTruthy()
  })
})
