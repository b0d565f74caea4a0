import { randomBytes } from 'node:crypto'
import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
import { eq } from 'drizzle-orm'
import type { ApiClient } from '../../../test/client'
import type { Db } from '../../db/client'
import { profiles, users } from '../../db/schema'

/**
 * Test files share one database, so every test puts a fresh tag into its people's locations and
 * filters Discover by it: each test sees only the people it made.
 */
export const newTag = () => `zz${randomBytes(4).toString('hex')}`

/** "Durban tag, KwaZulu-Natal": still the KwaZulu-Natal province, found by the tag. */
export const taggedLocation = (tag: string, city = 'Durban', province = 'KwaZulu-Natal') =>
  `${city} ${tag}, ${province}`

export const setProfile = (db: Db, userId: string, fields: Partial<typeof profiles.$inferInsert>) =>
  db.update(profiles).set(fields).where(eq(profiles.userId, userId))

export const markDemo = (db: Db, userId: string) =>
  db.update(users).set({ isDemo: true }).where(eq(users.id, userId))

export const discoverPath = (
  params: Record<string, string | number | undefined>,
  path = '/api/profiles/discover',
) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value))
  return `${path}?${search}`
}

/** Every page of a Discover query, following X-Next-Cursor; fails loudly on an error status. */
export async function fetchAllPages(
  client: ApiClient,
  params: Record<string, string | number | undefined>,
  path?: string,
) {
  const pages: DiscoverCard[][] = []
  let cursor = params.cursor === undefined ? undefined : String(params.cursor)
  do {
    const res = await client.get<DiscoverCard[]>(discoverPath({ ...params, cursor }, path))
    if (res.status !== 200) throw new Error(`discover failed: ${res.status} ${JSON.stringify(res.body)}`)
    pages.push(res.body)
    cursor = res.headers.get(NEXT_CURSOR_HEADER) ?? undefined
    if (pages.length > 100) throw new Error('discover pagination does not end')
  } while (cursor)
  return pages
}

export const idsOf = (cards: DiscoverCard[]) => cards.map((card) => card.user.id)
export const idOf = (client: ApiClient) => client.user!.id
