import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
import type { CreateProfileInput } from '@shared/schemas/profile'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../../test/client'
import { startTestServer, type TestServer } from '../../../../test/server'
import { discoverPath, idOf, idsOf, newTag, setProfile } from '../discover-test-kit'
import { insertPeople } from '../frontier-test-kit'

// docs/decisions/042. Learned rates are read again every second here, so "a minute" is a second.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ MATCHING_REFRESH_SECONDS: '1' })
})
afterAll(() => server.close())

// Each test's people share a profession word and a tagged place, so its deck holds only them.
const person = (tag: string, profile: Partial<CreateProfileInput> = {}) =>
  createUser(server.url, {
    profile: {
      profession: 'Other',
      customProfession: `Maker ${tag}`,
      location: `Durban ${tag}, KwaZulu-Natal`,
      skills: ['Pottery'],
      isAvailableForWork: true,
      ...profile,
    },
  })
const deck = async (me: ApiClient, tag: string, params: Record<string, string | number> = {}) => {
  const res = await me.get<DiscoverCard[]>(discoverPath({ location: tag, ...params }))
  expect(res.status).toBe(200)
  return res
}
const swipe = async (from: ApiClient, to: ApiClient, action: 'like' | 'pass') =>
  expect((await from.post('/api/swipes', { swipedId: idOf(to), action })).status).toBe(201)
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const waitForRates = () => new Promise((resolve) => setTimeout(resolve, 2_100))

describe('GET /api/profiles/discover: the ranked deck', () => {
  it('a person who liked the caller comes before an otherwise equal stranger, and nothing in the response says why', async () => {
    const tag = newTag()
    const me = await person(tag)
    const stranger = await person(tag)
    const admirer = await person(tag)
    // The old order would put the stranger first: their profile is the newer one.
    await setProfile(server.db, idOf(admirer), { updatedAt: minutesAgo(30) })
    await setProfile(server.db, idOf(stranger), { updatedAt: minutesAgo(1) })
    const before = await deck(me, tag)
    expect(idsOf(before.body)).toEqual([stranger, admirer].map(idOf))

    await swipe(admirer, me, 'like')
    const after = await deck(me, tag)
    expect(idsOf(after.body)).toEqual([admirer, stranger].map(idOf))
    const [admirerCard, strangerCard] = after.body
    expect(Object.keys(admirerCard!).sort()).toEqual(Object.keys(strangerCard!).sort())
    expect(admirerCard!.reasons).toEqual(strangerCard!.reasons)
    expect(JSON.stringify(after.body).toLowerCase()).not.toMatch(/liked|admire|likes_you|likedme/)
  })

  it('a person teammates rated well comes before an otherwise equal one nobody reviewed; one review moves little', async () => {
    const tag = newTag()
    const me = await person(tag)
    const newcomer = await person(tag)
    const trusted = await person(tag)
    const friended = await person(tag)
    // The old order: newcomer, then friended, then trusted (most recently updated first).
    await setProfile(server.db, idOf(newcomer), { updatedAt: minutesAgo(1) })
    await setProfile(server.db, idOf(friended), { updatedAt: minutesAgo(2), rating: 5, reviewCount: 1 })
    await setProfile(server.db, idOf(trusted), { updatedAt: minutesAgo(30), rating: 4.8, reviewCount: 20 })
    // Twenty reviews at 4.8 outweigh one at 5.0, which the raw mean would put first; that one still counts a little.
    expect(idsOf((await deck(me, tag)).body)).toEqual([trusted, friended, newcomer].map(idOf))
  })

  it('people of a kind the community often likes back rise after a minute of swipes', async () => {
    const tag = newTag()
    const kind = (name: string) => ({ customProfession: `${name} ${tag}` })
    const me = await person(tag, kind('Maker'))
    const welder = await person(tag, kind('Welder'))
    const potter = await person(tag, kind('Potter'))
    await setProfile(server.db, idOf(welder), { updatedAt: minutesAgo(30) })
    await setProfile(server.db, idOf(potter), { updatedAt: minutesAgo(1) })
    const order = async () =>
      idsOf((await deck(me, tag)).body).filter((id) => [welder, potter].map(idOf).includes(id))
    expect(await order()).toEqual([potter, welder].map(idOf))

    // Elsewhere in the community, makers and welders like each other; makers pass on potters.
    const makers = await Promise.all([1, 2, 3, 4].map(() => person(`${tag}x`, kind('Maker'))))
    const welders = await Promise.all([1, 2, 3, 4].map(() => person(`${tag}x`, kind('Welder'))))
    const potters = await Promise.all([1, 2, 3, 4].map(() => person(`${tag}x`, kind('Potter'))))
    for (const maker of makers) {
      for (const other of welders) await swipe(maker, other, 'like')
      for (const other of potters) await swipe(maker, other, 'pass')
    }
    for (const other of welders) for (const maker of makers) await swipe(other, maker, 'like')
    for (const other of potters) for (const maker of makers) await swipe(other, maker, 'pass')
    await waitForRates()
    await deck(me, tag) // the first read after the refresh interval starts reading the rates again
    await waitForRates()
    expect(await order()).toEqual([welder, potter].map(idOf))
  })

  it('shared skills give a reason on the card', async () => {
    const tag = newTag()
    const me = await person(tag, { skills: ['Figma', 'Risograph'] })
    const other = await person(tag, { skills: ['Risograph', 'Lino cut'] })
    const [card] = (await deck(me, tag)).body
    expect(card!.user.id).toBe(idOf(other))
    expect(card!.reasons).toContainEqual({ kind: 'shared_skills', params: { skills: ['Risograph'] } })
    expect(card!.reasons.length).toBeLessThanOrEqual(2)
  })

  it('someone who liked the caller from below the top of a long deck is dealt first, with their whole card', async () => {
    const tag = newTag()
    const me = await person(tag)
    // Longer than the stretch a deal scores from the top (ranked-deck.ts STRETCH): the last is far below it.
    const people = await insertPeople(server.db, { count: 230, location: `Durban ${tag}, KwaZulu-Natal` })
    const admirer = people.at(-1)!
    await server.db.execute(sql`insert into swipes (swiper_id, swiped_id, action)
      values (${admirer}::uuid, ${idOf(me)}::uuid, 'like')`)
    const [first] = (await deck(me, tag)).body
    expect(first!.user.id).toBe(admirer)
    expect(first).toMatchObject({
      user: { firstName: 'Deck' },
      bio: 'Here to make things.',
      profession: 'Designer',
    })
    expect(JSON.stringify(first).toLowerCase()).not.toMatch(/liked|likes_you|likedme/)
  })

  it('a filter still restricts the ranked deck', async () => {
    const tag = newTag()
    const me = await person(tag)
    const busyAdmirer = await person(tag, { isAvailableForWork: false })
    const elsewhereAdmirer = await person(tag, { location: 'Cape Town, Western Cape' })
    const available = await person(tag)
    await swipe(busyAdmirer, me, 'like')
    await swipe(elsewhereAdmirer, me, 'like')
    const filtered = idsOf((await deck(me, tag, { availability: 'available' })).body)
    expect(filtered).toEqual([idOf(available)])
    expect(idsOf((await deck(me, tag)).body)).toEqual([busyAdmirer, available].map(idOf))
  })

  it('undo puts the person back where the score puts them', async () => {
    const tag = newTag()
    const me = await person(tag)
    const stranger = await person(tag)
    const admirer = await person(tag)
    await setProfile(server.db, idOf(admirer), { updatedAt: minutesAgo(30) })
    await swipe(admirer, me, 'like')
    expect(idsOf((await deck(me, tag)).body)).toEqual([admirer, stranger].map(idOf))
    await swipe(me, admirer, 'pass')
    expect(idsOf((await deck(me, tag)).body)).toEqual([idOf(stranger)])
    expect((await me.delete(`/api/swipes/${idOf(admirer)}`)).status).toBe(200)
    expect(idsOf((await deck(me, tag)).body)).toEqual([admirer, stranger].map(idOf))
  })

  it('no card repeats across pages while the scores change', async () => {
    const tag = newTag()
    const me = await person(tag)
    const crowd = await Promise.all(Array.from({ length: 24 }, () => person(tag)))
    const seen: string[] = []
    const admirers = new Set<ApiClient>()
    let cursor: string | undefined
    let pages = 0
    do {
      const res = await deck(me, tag, { limit: 5, ...(cursor ? { cursor } : {}) })
      seen.push(...idsOf(res.body))
      cursor = res.headers.get(NEXT_CURSOR_HEADER) ?? undefined
      pages += 1
      // Between pages, people at the end of the deck like the caller: their scores jump.
      if (pages <= 3) {
        const unseen = crowd.filter((client) => !seen.includes(idOf(client)) && !admirers.has(client))
        for (const other of unseen.slice(-3)) {
          await swipe(other, me, 'like')
          admirers.add(other)
        }
        await waitForRates()
      }
    } while (cursor && pages < 20)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.sort()).toEqual(crowd.map(idOf).sort())
  })
})
