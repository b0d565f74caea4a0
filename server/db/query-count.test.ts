import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../test/client'
import { createMatch, createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { messages, notifications, portfolioProjects } from './schema'

// docs/decisions/027: a list costs the same number of queries whatever its length (no N+1). Queries are counted
// where the driver receives them (openDatabase's onQuery), so a loop of reads anywhere shows.

let server: TestServer
let counting = false
let queries = 0

beforeAll(async () => {
  server = await startTestServer({}, { onQuery: () => counting && queries++ })
})
afterAll(() => server?.close())

const person = (firstName: string) => createUser(server.url, { firstName, lastName: 'Counted', profile: {} })

/** How many statements one GET runs, once the session is cached (an earlier request warmed it). */
async function queriesOf(client: ApiClient, path: string) {
  expect((await client.get(path)).status).toBe(200)
  queries = 0
  counting = true
  const res = await client.get(path)
  counting = false
  expect(res.status).toBe(200)
  return queries
}

/** A person with `size` matches, each with a few messages, `size` notifications, teams and projects. */
async function personWith(size: number) {
  const me = await person(`Size${size}`)
  const others = await Promise.all(Array.from({ length: size }, (_, n) => person(`Other${n}`)))
  const db = server.db
  for (const other of others) {
    const { conversationId, matchId } = await createMatch(server, { a: me, b: other })
    await db.insert(messages).values(
      [0, 1, 2].map((n) => ({
        conversationId,
        senderId: n % 2 ? me.user!.id : other.user!.id,
        content: `Message ${n}`,
      })),
    )
    await db.insert(notifications).values({
      userId: me.user!.id,
      type: 'match',
      actorId: other.user!.id,
      matchId,
      collapseKey: `match:${matchId}`,
    })
  }
  for (let n = 0; n < Math.min(size, 3); n++)
    await createTeam(server, { owner: me, members: others.slice(0, 2), name: `T${n}` })
  await db
    .insert(portfolioProjects)
    .values(Array.from({ length: size }, (_, n) => ({ userId: me.user!.id, title: `Project ${n}` })))
  const [first] = (await me.get<{ id: string }[]>('/api/matches')).body
  return { me, matchId: first!.id }
}

describe('a list costs the same number of queries whatever its length', () => {
  let small: Awaited<ReturnType<typeof personWith>>
  let large: Awaited<ReturnType<typeof personWith>>
  beforeAll(async () => {
    small = await personWith(1)
    large = await personWith(20)
  })

  it('GET /api/matches runs the same number of queries for 1 and for 20 matches', async () => {
    const one = await queriesOf(small.me, '/api/matches')
    expect(one).toBeGreaterThan(0)
    expect(await queriesOf(large.me, '/api/matches')).toBe(one)
  })

  it.each([
    '/api/notifications',
    '/api/teams',
    '/api/portfolio/user',
    '/api/portfolio',
    '/api/auth/user',
    '/api/settings',
  ])('GET %s runs the same number of queries for a small and a large account', async (path) => {
    const one = await queriesOf(small.me, path)
    expect(await queriesOf(large.me, path)).toBe(one)
  })

  it("a person's page costs the same however many projects they show", async () => {
    const viewer = await person('Viewer')
    // One statement each: who may see the profile is decided inside the read.
    const paths = (id: string) => [`/api/profiles/${id}`, `/api/profiles/${id}/projects`]
    for (const [index, path] of paths(small.me.user!.id).entries()) {
      const one = await queriesOf(viewer, path)
      expect(one).toBe(1)
      expect(await queriesOf(viewer, paths(large.me.user!.id)[index]!)).toBe(one)
    }
  })

  it('opening a conversation costs the same however many messages and matches', async () => {
    const path = (matchId: string) => `/api/conversations/${matchId}/messages?limit=50`
    const one = await queriesOf(small.me, path(small.matchId))
    expect(await queriesOf(large.me, path(large.matchId))).toBe(one)
  })
})
