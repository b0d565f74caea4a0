import type { DiscoverCard } from '@shared/schemas/discover'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../../test/client'
import { startTestServer, type TestServer } from '../../../../test/server'
import { discoverPath, idsOf, newTag, taggedLocation } from '../discover-test-kit'
import { WEIGHTS } from './weights'

// Decks are dealt anew after a second here, so a second round of callers gets fresh first pages.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ MATCHING_REFRESH_SECONDS: '1' })
})
afterAll(() => server.close())

const firstTen = async (me: ApiClient, tag: string) => {
  const res = await me.get<DiscoverCard[]>(discoverPath({ location: tag, limit: 10 }))
  expect(res.status).toBe(200)
  return idsOf(res.body)
}

describe('GET /api/profiles/discover: no one is everyone’s first card (exposure.ts)', () => {
  it('once enough callers were dealt, nobody is in more than 30% of their first ten cards', async () => {
    const tag = newTag()
    const callers = WEIGHTS.exposureMinCallers + 10
    // Alike in all but when they joined: the order alone would show everyone the same ten people.
    const people: ApiClient[] = []
    for (let index = 0; index < callers; index += 1)
      people.push(await createUser(server.url, { profile: { location: taggedLocation(tag) } }))

    const shares = async () => {
      const shown = new Map<string, number>()
      for (const me of people)
        for (const id of await firstTen(me, tag)) shown.set(id, (shown.get(id) ?? 0) + 1)
      return Math.max(...shown.values()) / people.length
    }
    // The first round is dealt while the instance learns who tops the decks; the next is judged.
    const first = await shares()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const second = await shares()
    expect(first).toBeGreaterThan(0.5)
    expect(second).toBeLessThanOrEqual(0.3)
  })
})
