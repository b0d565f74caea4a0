import { type DiscoverCard, discoverCardSchema } from '@shared/schemas/discover'
import type { CreateProfileInput } from '@shared/schemas/profile'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { users } from '../../db/schema'
import {
  discoverPath,
  fetchAllPages,
  idOf,
  idsOf,
  markDemo,
  newTag,
  setProfile,
  taggedLocation,
} from './discover-test-kit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const DEMO = '/api/profiles/discover/demo'
const visitor = () => new ApiClient(server.url)

async function person(tag: string, { demo, ...profile }: Partial<CreateProfileInput> & { demo?: boolean }) {
  const client = await createUser(server.url, { profile: { location: taggedLocation(tag), ...profile } })
  if (demo) await markDemo(server.db, idOf(client))
  return client
}

/** Asks the database itself, so the check does not trust the endpoint it checks. */
async function assertAllDemo(cards: DiscoverCard[]) {
  const ids = idsOf(cards)
  if (ids.length === 0) return
  const rows = await server.db
    .select({ id: users.id, isDemo: users.isDemo })
    .from(users)
    .where(inArray(users.id, ids))
  expect(rows).toHaveLength(ids.length)
  expect(rows.every((row) => row.isDemo)).toBe(true)
}

describe('GET /api/profiles/discover/demo', () => {
  it('shows demo people to signed-out visitors, as discover cards', async () => {
    const tag = newTag()
    const demo = await person(tag, { demo: true, profession: 'Illustrator' })
    const res = await visitor().get<DiscoverCard[]>(discoverPath({ location: tag }, DEMO))
    expect(res.status).toBe(200)
    expect(idsOf(res.body)).toEqual([idOf(demo)])
    expect(() => discoverCardSchema.strict().parse(res.body[0])).not.toThrow()
  })

  it('never returns a real person, whatever the filters, pages or caller', async () => {
    const tag = newTag()
    const real = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        person(tag, { profession: 'Photographer', isAvailableForWork: i % 2 === 0 }),
      ),
    )
    const demo = await Promise.all(
      [1, 2, 3].map((i) =>
        person(tag, { demo: true, profession: 'Photographer', isAvailableForWork: i % 2 === 0 }),
      ),
    )
    const queries = [
      {},
      { location: tag },
      { location: tag, profession: 'photographer' },
      { location: tag, availability: 'available' },
      { location: tag, limit: 1 },
    ]
    for (const params of queries) {
      for (const client of [visitor(), real[0]!]) {
        const cards = (await fetchAllPages(client, params, DEMO)).flat()
        await assertAllDemo(cards)
      }
    }
    const all = (await fetchAllPages(visitor(), { location: tag, limit: 2 }, DEMO)).flat()
    expect(idsOf(all).sort()).toEqual(demo.map(idOf).sort())
  })

  it('applies the discover rules to demo people too: hidden, private and friends-only stay out', async () => {
    const tag = newTag()
    const [hidden, privateOne, friendsOnly, shown] = await Promise.all(
      [1, 2, 3, 4].map(() => person(tag, { demo: true })),
    )
    await setProfile(server.db, idOf(hidden!), { showInDiscovery: false })
    await setProfile(server.db, idOf(privateOne!), { profileVisibility: 'private' })
    await setProfile(server.db, idOf(friendsOnly!), { profileVisibility: 'friends' })
    const res = await visitor().get(discoverPath({ location: tag }, DEMO))
    expect(idsOf(res.body)).toEqual([idOf(shown!)])
  })

  it('takes the same filters as discover', async () => {
    const tag = newTag()
    const writer = await person(tag, { demo: true, profession: 'Copywriter', hourlyRate: 300 })
    await person(tag, { demo: true, profession: 'Copywriter', isAvailableForWork: false })
    await person(tag, { demo: true, profession: 'Web Developer' })
    const res = await visitor().get(
      discoverPath({ location: tag.toUpperCase(), profession: 'writer', availability: 'freelance' }, DEMO),
    )
    expect(idsOf(res.body)).toEqual([idOf(writer)])
  })

  it('refuses bad query values and a signed-in cursor with 400', async () => {
    expect((await visitor().get(discoverPath({ availability: 'soon' }, DEMO))).status).toBe(400)
    const tierOne = Buffer.from(`1:1:1795244001829000:${crypto.randomUUID()}`).toString('base64url')
    const res = await visitor().get(discoverPath({ cursor: tierOne }, DEMO))
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('cursor')
  })
})
