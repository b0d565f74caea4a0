import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
import type { CreateProfileInput } from '@shared/schemas/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../../test/client'
import { startTestServer, type TestServer } from '../../../../test/server'
import { discoverPath, idOf, idsOf, newTag, taggedLocation } from '../discover-test-kit'

// The default refresh (30 s): a deck opened twice within a test is served from its deal.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const person = (tag: string, profile: Partial<CreateProfileInput> = {}) =>
  createUser(server.url, { profile: { location: taggedLocation(tag), skills: ['Figma'], ...profile } })
const deck = async (me: ApiClient, tag: string, params: Record<string, string> = {}) => {
  const res = await me.get<DiscoverCard[]>(discoverPath({ location: tag, ...params }))
  expect(res.status).toBe(200)
  return res
}

describe('GET /api/profiles/discover: a deck dealt moments ago (dealt-cache.ts)', () => {
  it('is served again, checked: people swiped, blocked or hidden since drop out, an edited card shows, reasons stay', async () => {
    const tag = newTag()
    const me = await person(tag)
    const others = await Promise.all(Array.from({ length: 5 }, () => person(tag)))
    const first = (await deck(me, tag)).body
    expect(first).toHaveLength(5)
    const [passed, blocked, hiding, editing] = first.map(
      (card) => others.find((o) => idOf(o) === card.user.id)!,
    )

    expect((await me.post('/api/swipes', { swipedId: idOf(passed!), action: 'pass' })).status).toBe(201)
    expect((await blocked!.post('/api/blocks', { userId: idOf(me) })).status).toBeLessThan(300)
    expect((await hiding!.put('/api/settings/privacy', { showInDiscovery: false })).status).toBe(200)
    expect((await editing!.put('/api/profile', { bio: 'Edited just now' })).status).toBe(200)

    const again = (await deck(me, tag)).body
    const left = first.filter((card) => ![passed!, blocked!, hiding!].map(idOf).includes(card.user.id))
    expect(idsOf(again)).toEqual(idsOf(left))
    expect(again.map((card) => card.reasons)).toEqual(left.map((card) => card.reasons))
    expect(again.find((card) => card.user.id === idOf(editing!))!.bio).toBe('Edited just now')
  })

  it('is dealt anew when the caller receives a like, and its next page follows the same deal', async () => {
    const tag = newTag()
    const me = await person(tag)
    await Promise.all(Array.from({ length: 4 }, () => person(tag)))
    expect((await deck(me, tag)).body).toHaveLength(4)
    // A newcomer reaches dealt decks within the refresh; a like the caller receives deals anew at once.
    const newcomer = await person(tag)
    expect(idsOf((await deck(me, tag)).body)).not.toContain(idOf(newcomer))
    expect((await newcomer.post('/api/swipes', { swipedId: idOf(me), action: 'like' })).status).toBe(201)
    const dealt = await deck(me, tag, { limit: '3' })
    expect(idsOf(dealt.body)[0]).toBe(idOf(newcomer))

    const cursor = dealt.headers.get(NEXT_CURSOR_HEADER)!
    const next = (await deck(me, tag, { limit: '3', cursor })).body
    const all = [...idsOf(dealt.body), ...idsOf(next)]
    expect(all).toHaveLength(5)
    expect(new Set(all).size).toBe(5)
  })
})
