import { NEXT_CURSOR_HEADER } from '@shared/http'
import { type DiscoverCard, discoverQuerySchema } from '@shared/schemas/discover'
import type { CreateProfileInput } from '@shared/schemas/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { discoverPath, fetchAllPages, idOf, idsOf, newTag, setProfile } from './discover-test-kit'
import { findRecentOrderProfiles } from './service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

// The province tier applies without a location filter, so these tests find their own people by a
// profession typed as free text instead of a tagged location.
const person = (tag: string, profile: Partial<CreateProfileInput> = {}) =>
  createUser(server.url, {
    profile: {
      profession: 'Other',
      customProfession: `Maker ${tag}`,
      location: 'Durban, KwaZulu-Natal',
      ...profile,
    },
  })
const GAUTENG = 'Pretoria, Gauteng'
/**
 * The order of decision 030 itself, through the service: the ranked deck's source of candidates
 * (decision 042), which these tests pin down position by position.
 */
const recentOrder = (me: ApiClient, query: Record<string, string | number>) =>
  findRecentOrderProfiles({ db: server.db, userId: idOf(me), query: discoverQuerySchema.parse(query) })
const recentIds = async (me: ApiClient, query: Record<string, string | number>) =>
  (await recentOrder(me, query)).cards.map((card) => (JSON.parse(card) as DiscoverCard).user.id)
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** A crowd with every rank key mixed: two provinces, both availabilities, shared timestamps. */
async function makeCrowd(tag: string, size: number) {
  const sameTime = minutesAgo(30)
  const people = await Promise.all(
    Array.from({ length: size }, (_, i) =>
      person(tag, {
        location: i % 3 === 0 ? GAUTENG : 'Durban, KwaZulu-Natal',
        isAvailableForWork: i % 2 === 0,
      }),
    ),
  )
  // Every fourth person shares one timestamp, so the id has to break ties at page edges.
  await Promise.all(
    people.map((client, i) =>
      setProfile(server.db, idOf(client), { updatedAt: i % 4 === 0 ? sameTime : minutesAgo(i) }),
    ),
  )
  return people
}

describe('GET /api/profiles/discover: order', () => {
  it('puts people of the caller’s province first, then those available for work, then the most recently updated', async () => {
    const tag = newTag()
    const me = await person(tag)
    const sameOld = await person(tag, { isAvailableForWork: true })
    const sameBusy = await person(tag, { isAvailableForWork: false })
    const otherNew = await person(tag, { location: GAUTENG, isAvailableForWork: true })
    const otherBusy = await person(tag, { location: GAUTENG, isAvailableForWork: false })
    const sameNew = await person(tag, { isAvailableForWork: true })
    await setProfile(server.db, idOf(sameOld), { updatedAt: minutesAgo(60) })
    await setProfile(server.db, idOf(sameNew), { updatedAt: minutesAgo(1) })
    await setProfile(server.db, idOf(sameBusy), { updatedAt: minutesAgo(0) })
    await setProfile(server.db, idOf(otherNew), { updatedAt: minutesAgo(0) })

    const res = await me.get<DiscoverCard[]>(discoverPath({ profession: tag }))
    expect(idsOf(res.body)).toEqual([sameNew, sameOld, sameBusy, otherNew, otherBusy].map(idOf))
  })

  it('drops the province preference when the caller filters by location', async () => {
    const tag = newTag()
    const me = await person(tag, { location: `Durban ${tag}, KwaZulu-Natal` })
    const sameProvince = await person(tag, { location: `Durban ${tag}, KwaZulu-Natal` })
    const otherProvince = await person(tag, { location: `Pretoria ${tag}, Gauteng` })
    await setProfile(server.db, idOf(sameProvince), { updatedAt: minutesAgo(10) })
    await setProfile(server.db, idOf(otherProvince), { updatedAt: minutesAgo(1) })
    expect(await recentIds(me, { profession: tag })).toEqual([sameProvince, otherProvince].map(idOf))
    expect(await recentIds(me, { profession: tag, location: tag })).toEqual(
      [otherProvince, sameProvince].map(idOf),
    )
  })

  it('is stable: the same question gives the same order, ties broken by id', async () => {
    const tag = newTag()
    const me = await person(tag)
    await makeCrowd(tag, 12)
    const first = idsOf((await me.get(discoverPath({ profession: tag }))).body)
    const second = idsOf((await me.get(discoverPath({ profession: tag }))).body)
    expect(first).toHaveLength(12)
    expect(second).toEqual(first)
  })
})

describe('GET /api/profiles/discover: pages', () => {
  it('walks every page with X-Next-Cursor: no duplicates, no gaps, no header after the last page', async () => {
    const tag = newTag()
    const me = await person(tag)
    const crowd = await makeCrowd(tag, 23)
    const everyone = idsOf((await me.get(discoverPath({ profession: tag, limit: 50 }))).body)
    expect(everyone.sort()).toEqual(crowd.map(idOf).sort())

    // With the province tiers, and without them (a location filter that everyone matches).
    for (const query of [{ profession: tag }, { profession: tag, location: 'A' }]) {
      const all = idsOf((await me.get(discoverPath({ ...query, limit: 50 }))).body)
      for (const limit of [1, 4, 5, 7, 23]) {
        const pages = await fetchAllPages(me, { ...query, limit })
        const ids = pages.flatMap(idsOf)
        expect(ids).toEqual(all)
        expect(new Set(ids).size).toBe(23)
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true)
      }
    }

    const last = await me.get(discoverPath({ profession: tag, limit: 23 }))
    expect(last.body).toHaveLength(23)
    expect(last.headers.get(NEXT_CURSOR_HEADER)).toBeNull()
  })

  it('goes on from the cursor when the caller swiped the cards of the page before', async () => {
    const tag = newTag()
    const me = await person(tag)
    await makeCrowd(tag, 10)
    const everyone = idsOf((await me.get(discoverPath({ profession: tag }))).body)

    const first = await me.get<DiscoverCard[]>(discoverPath({ profession: tag, limit: 4 }))
    for (const card of first.body) {
      await me.post('/api/swipes', { swipedId: card.user.id, action: 'pass' })
    }
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!
    const rest = await fetchAllPages(me, { profession: tag, limit: 4, cursor })
    expect([...idsOf(first.body), ...rest.flatMap(idsOf)]).toEqual(everyone)
    // A fresh first page now starts where the swiping stopped.
    const fresh = await me.get(discoverPath({ profession: tag, limit: 4 }))
    expect(idsOf(fresh.body)).toEqual(everyone.slice(4, 8))
  })

  it('refuses a cursor of the province tier once a location filter has no such tier', async () => {
    const tag = newTag()
    const me = await person(tag)
    await makeCrowd(tag, 4)
    const first = await recentOrder(me, { profession: tag, limit: 1 })
    const cursor = first.nextCursor!
    const res = await me.get(discoverPath({ profession: tag, location: 'durban', limit: 1, cursor }))
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('cursor')
  })

  it('keeps each filter across pages', async () => {
    const tag = newTag()
    const me = await person(tag)
    const crowd = await makeCrowd(tag, 9)
    const available = crowd.filter((_, i) => i % 2 === 0).map(idOf)
    const pages = await fetchAllPages(me, { profession: tag, availability: 'available', limit: 2 })
    expect(pages.flatMap(idsOf).sort()).toEqual(available.sort())
  })
})
