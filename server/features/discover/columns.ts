import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { profiles, swipes, swipeTallies, users } from '../../db/schema'
import { kindSql } from '../swipes'

// Timestamps to the microsecond, as text: a JS Date keeps milliseconds only, and cursors would repeat or
// skip rows at page edges, and card versions miss an edit made within the same millisecond.
export const micros = (column: AnyColumn) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`

/** A card's content changes only with its profile or its person (both bump updated_at on every write). */
export const cardVersion = sql<string>`${micros(profiles.updatedAt)} || '.' || ${micros(users.updatedAt)}`

/**
 * What the ranking knows of a person besides their place in the order (docs/decisions/042): kind,
 * common ground, place, readiness, swiping tallies, their rating from reviews (a left join of swipe_tallies). `liked_me` says
 * whether they liked `viewer`, and never leaves the server.
 */
export const personFields = (viewer: Placeholder | SQL) => ({
  profession: profiles.profession,
  kind: kindSql(sql`${profiles.profession}`).mapWith(String),
  creativeField: profiles.creativeField,
  skills: profiles.skills,
  projectInterests: profiles.projectInterests,
  province: profiles.province,
  locationKey: profiles.locationKey,
  location: profiles.location,
  lastActiveMs: sql<string>`(extract(epoch from ${users.lastActiveAt}) * 1000)::bigint::text`,
  swipesMade: sql<number>`coalesce(${swipeTallies.swipesMade}, 0)`,
  likesGiven: sql<number>`coalesce(${swipeTallies.likesGiven}, 0)`,
  swipesReceived: sql<number>`coalesce(${swipeTallies.swipesReceived}, 0)`,
  likesReceived: sql<number>`coalesce(${swipeTallies.likesReceived}, 0)`,
  // Earned from teammates' reviews (docs/decisions/051): a trust signal, through a Bayesian average.
  rating: profiles.rating,
  reviewCount: profiles.reviewCount,
  likedMe: sql<boolean>`exists (select 1 from ${swipes} l where l.swiper_id = ${profiles.userId}
    and l.swiped_id = ${viewer}::uuid and l.action = 'like')`,
})
