import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { profiles, swipes, swipeTallies, users } from '../../../db/schema'
import { kindSql } from '../../swipes/tallies'
import { type Bind, cardVersion, conditions, type DiscoverShape, micros } from '../discover-query'

// How many of the people who liked the caller, most recent first, a fresh deck takes in (ranked-deck.ts).
export const LIKERS_TAKEN = 30

/**
 * What the ranking knows of a person, for the caller and for each candidate: kind, common ground,
 * place, readiness, and their swiping tallies. One row per person; `liked_me` says whether they liked
 * the caller and never leaves the server.
 */
const personFields = (viewer: Placeholder | SQL) => ({
  userId: profiles.userId,
  profession: profiles.profession,
  kind: kindSql(sql`${profiles.profession}`).mapWith(String),
  creativeField: profiles.creativeField,
  skills: profiles.skills,
  projectInterests: profiles.projectInterests,
  province: profiles.province,
  locationKey: profiles.locationKey,
  location: profiles.location,
  isAvailableForWork: profiles.isAvailableForWork,
  lastActiveMs: sql<string>`(extract(epoch from ${users.lastActiveAt}) * 1000)::bigint::text`,
  swipesMade: sql<number>`coalesce(${swipeTallies.swipesMade}, 0)`,
  likesGiven: sql<number>`coalesce(${swipeTallies.likesGiven}, 0)`,
  swipesReceived: sql<number>`coalesce(${swipeTallies.swipesReceived}, 0)`,
  likesReceived: sql<number>`coalesce(${swipeTallies.likesReceived}, 0)`,
  likedMe: sql<boolean>`exists (select 1 from ${swipes} l where l.swiper_id = ${profiles.userId}
    and l.swiped_id = ${viewer}::uuid and l.action = 'like')`,
  rankMicros: micros(profiles.updatedAt),
  version: cardVersion,
})

/**
 * The candidates among `ids` who are still in the caller's deck: discoverable, not swiped, and passing
 * the deck's filters (the same conditions as the walk, without its tier and position). With `likers`,
 * also the latest people who liked the caller and whom the caller has not answered: the strongest sign
 * of a match, wherever the order puts them.
 */
export function candidatesSelect(db: Db, shape: DiscoverShape, bind: Bind, likers: boolean) {
  const viewer = bind('viewerId')
  const where = conditions(
    { ...shape, tiered: false, after: false, frontier: false, keepSwiped: false },
    bind,
  )
  const ids = likers
    ? sql`${bind('ids')}::uuid[] || array(
        select s.swiper_id from ${swipes} s where s.swiped_id = ${viewer}::uuid and s.action = 'like'
          and not exists (select 1 from ${swipes} m where m.swiper_id = ${viewer}::uuid and m.swiped_id = s.swiper_id)
        order by s.created_at desc limit ${sql.raw(String(LIKERS_TAKEN))})`
    : sql`${bind('ids')}::uuid[]`
  return db
    .select(personFields(viewer))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(swipeTallies, eq(swipeTallies.userId, profiles.userId))
    .where(and(...where, sql`${profiles.userId} = any(${ids})`))
}

/** The caller as the ranking sees them. */
export const callerSelect = (db: Db, viewerId: string) =>
  db
    .select(personFields(sql`${viewerId}`))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(swipeTallies, eq(swipeTallies.userId, profiles.userId))
    .where(eq(profiles.userId, viewerId))

export type PersonRow = Awaited<ReturnType<ReturnType<typeof candidatesSelect>['execute']>>[number]
