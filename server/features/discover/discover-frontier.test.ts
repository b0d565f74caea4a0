import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { discoverPath, idOf, idsOf, setProfile } from './discover-test-kit'
import { insertPeople, recordingDb, swipeProbes } from './frontier-test-kit'
import { findRecentOrderProfiles } from './service'

// docs/decisions/021. This file has a database of its own: its decks hold only the people made here.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const DURBAN = 'Durban, KwaZulu-Natal'
const query = { limit: 20 } as const

const page = async (me: ApiClient, cursor?: string) => {
  const res = await me.get<DiscoverCard[]>(discoverPath({ cursor }))
  expect(res.status).toBe(200)
  return { ids: idsOf(res.body), cursor: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined }
}

/**
 * A page in the order of decision 030 itself, the ranked deck's source of candidates (decision 042),
 * through the service: what the frontier keeps cheap, position by position.
 */
const recentPage = async (me: ApiClient) => {
  const found = await findRecentOrderProfiles({ db: server.db, userId: idOf(me), query })
  return { ids: found.cards.map((card) => (JSON.parse(card) as DiscoverCard).user.id) }
}

/** Passes on the top of the order of decision 030 in turn (the ranked deck may mix in other provinces). */
async function swipeTop(me: ApiClient, ids: string[]) {
  for (const id of ids)
    expect((await me.post('/api/swipes', { swipedId: id, action: 'pass' })).status).toBe(201)
}

/** Every page of the caller's ranked deck, by cursor. */
async function allPages(me: ApiClient) {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const next = await page(me, cursor)
    ids.push(...next.ids)
    cursor = next.cursor
  } while (cursor && ids.length < 10_000)
  return ids
}

/** Swipes down the deck as the app does: a page, its cards one by one, the next page by its cursor. */
async function swipeDown(me: ApiClient, count: number) {
  const swiped: string[] = []
  let cursor: string | undefined
  while (swiped.length < count) {
    const next = await page(me, cursor)
    for (const id of next.ids.slice(0, count - swiped.length)) {
      const res = await me.post('/api/swipes', { swipedId: id, action: 'pass' })
      expect(res.status).toBe(201)
      swiped.push(id)
    }
    cursor = next.cursor
  }
  return swiped
}

/** The probes of the swipes index made by the first page of `me`'s deck, through the service's own code. */
async function firstPageProbes(me: ApiClient) {
  const { db, statements } = recordingDb(server.db)
  const found = await findRecentOrderProfiles({ db, userId: idOf(me), query })
  return { probes: await swipeProbes(server.db, statements), cards: found.cards.length }
}

describe('GET /api/profiles/discover: the frontier', () => {
  it('the next page after swiping 2,000 people costs the same number of index probes as the first', async () => {
    const deck = await insertPeople(server.db, { count: 2_100, location: DURBAN })
    const me = await createUser(server.url, { profile: { location: DURBAN } })

    const first = await firstPageProbes(me)
    // A page of 20 and one more, to know whether a next page exists (and the caller, on some plans).
    expect(first.cards).toBe(20)
    expect(first.probes).toBeLessThanOrEqual(22)
    await swipeDown(me, 20)
    const afterOnePage = await firstPageProbes(me)
    const swiped = await swipeDown(me, 1_980)
    const after2000 = await firstPageProbes(me)

    // The walk starts where the swipes end: the last person swiped, then the 21 rows of a page.
    expect(after2000).toEqual(afterOnePage)
    expect(after2000.probes).toBeGreaterThanOrEqual(21)
    expect(after2000.probes).toBeLessThanOrEqual(first.probes + 1)
    expect([...deck.slice(0, 20), ...swiped]).toEqual(deck.slice(0, 2_000))
    expect((await page(me)).ids).toEqual(deck.slice(2_000, 2_020))
  }, 240_000)

  it('shows an undone swipe again on the next page, though the deck had moved past them', async () => {
    const deck = await insertPeople(server.db, { count: 40, location: 'Cape Town, Western Cape' })
    const me = await createUser(server.url, { profile: { location: 'Cape Town, Western Cape' } })
    await swipeTop(me, deck.slice(0, 30))
    expect((await recentPage(me)).ids.slice(0, 10)).toEqual(deck.slice(30, 40))

    expect((await me.delete(`/api/swipes/${deck[4]}`)).status).toBe(200)
    expect((await recentPage(me)).ids.slice(0, 11)).toEqual([deck[4], ...deck.slice(30, 40)])
  })

  it('shows people who come into Discover above where the deck starts: shown again, or new', async () => {
    const deck = await insertPeople(server.db, { count: 30, location: 'Polokwane, Limpopo' })
    const me = await createUser(server.url, { profile: { location: 'Polokwane, Limpopo' } })
    const hidden = await createUser(server.url, { profile: { location: 'Polokwane, Limpopo' } })
    expect((await hidden.put('/api/settings/privacy', { showInDiscovery: false })).status).toBe(200)
    // Ranked first, as of long ago: the deck moves past where they stand.
    await setProfile(server.db, idOf(hidden), { updatedAt: new Date(Date.now() - 120 * 60_000) })
    await swipeTop(me, deck.slice(0, 25))
    expect((await recentPage(me)).ids.slice(0, 5)).toEqual(deck.slice(25))

    expect((await hidden.put('/api/settings/privacy', { showInDiscovery: true })).status).toBe(200)
    const newcomer = await createUser(server.url, { profile: { location: 'Polokwane, Limpopo' } })
    expect((await recentPage(me)).ids.slice(0, 7)).toEqual([idOf(newcomer), idOf(hidden), ...deck.slice(25)])
  })

  it('starts the first tier anew when the caller moves to another province, and resumes when they return', async () => {
    const deck = await insertPeople(server.db, { count: 30, location: 'Kimberley, Northern Cape' })
    const me = await createUser(server.url, { profile: { location: 'Kimberley, Northern Cape' } })
    // The top of the order of decision 030, swiped in turn (the ranked deck may mix in other provinces).
    for (const id of deck.slice(0, 25))
      expect((await me.post('/api/swipes', { swipedId: id, action: 'pass' })).status).toBe(201)
    const left = deck.slice(25)
    expect((await recentPage(me)).ids.slice(0, 5)).toEqual(left)

    // Ranked above where the first deck stands, and not changed since: only a fresh walk finds them.
    const [neighbour] = await insertPeople(server.db, {
      count: 1,
      location: 'Mafikeng, North West',
      minutesOld: 60,
    })
    expect((await me.put('/api/profile', { location: 'Mafikeng, North West' })).status).toBe(200)
    expect((await recentPage(me)).ids[0]).toBe(neighbour)
    expect((await me.put('/api/profile', { location: 'Kimberley, Northern Cape' })).status).toBe(200)
    expect((await recentPage(me)).ids.slice(0, 5)).toEqual(left)
  })

  it('asks both tiers in one statement once the caller has swiped their whole province, and still finds who is new there', async () => {
    const province = 'Nelspruit, Mpumalanga'
    const neighbours = await insertPeople(server.db, { count: 25, location: province })
    await insertPeople(server.db, { count: 25, location: 'East London, Eastern Cape' })
    const me = await createUser(server.url, { profile: { location: province } })
    for (const id of neighbours)
      expect((await me.post('/api/swipes', { swipedId: id, action: 'pass' })).status).toBe(201)
    const elsewhere = (await recentPage(me)).ids
    expect(elsewhere.length).toBe(20)

    const { db, statements } = recordingDb(server.db)
    const found = await findRecentOrderProfiles({ db, userId: idOf(me), query })
    const walks = statements.filter(({ query }) => query.includes('rank_micros'))
    expect(walks.length).toBe(1)
    expect(found.cards.map((card) => (JSON.parse(card) as DiscoverCard).user.id)).toEqual(elsewhere)

    // Someone new in the province is in the first tier, ahead of everyone elsewhere.
    const newcomer = await createUser(server.url, { profile: { location: province } })
    expect((await recentPage(me)).ids).toEqual([idOf(newcomer), ...elsewhere.slice(0, 19)])
  })

  it('fills a ranked first page when more of the deck’s top was swiped than one deal reads, and moves the frontier past them', async () => {
    const deck = await insertPeople(server.db, { count: 1_330, location: 'Upington, Northern Cape' })
    const me = await createUser(server.url, { profile: { location: 'Upington, Northern Cape' } })
    // Swiped elsewhere before (an older app, another device): no frontier marks where they end.
    await server.db.execute(sql`insert into swipes (swiper_id, swiped_id, action)
      select ${idOf(me)}::uuid, id, 'pass' from unnest(${sql.param(deck.slice(0, 1_300))}::uuid[]) id`)
    const swiped = new Set(deck.slice(0, 1_300))
    const left = deck.slice(1_300)
    for (const round of [1, 2]) {
      // The second round starts where the first moved the frontier: not at the bottom of the province.
      const first = await page(me)
      expect(first.ids.length, `round ${round}`).toBe(20)
      const whole = await allPages(me)
      expect(whole.filter((id) => swiped.has(id))).toEqual([])
      expect(whole).toEqual(expect.arrayContaining(left))
    }
  }, 60_000)
})
