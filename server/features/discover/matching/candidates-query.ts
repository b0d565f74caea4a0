import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { preparedOnce } from '../../../db/prepare'
import { discoverViewers, profiles, swipes, swipeTallies, users } from '../../../db/schema'
import { cardVersion, personFields as rankingFields } from '../columns'
import {
  type Bind,
  type CardRow,
  cardFields,
  conditions,
  type DiscoverShape,
  hiddenFromPlanner,
} from '../discover-query'

// How many of the people who liked the caller, most recent first, a fresh deck takes in (ranked-deck.ts).
export const LIKERS_TAKEN = 30

// Who, which card version, and what the ranking knows of them.
const personFields = (viewer: Placeholder | SQL) => ({
  userId: profiles.userId,
  isAvailableForWork: profiles.isAvailableForWork,
  version: cardVersion,
  ...rankingFields(viewer),
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
    .where(and(...where, sql`${profiles.userId} = any(${hiddenFromPlanner(ids)})`))
}

/**
 * What a dealt order depends on of the caller (dealt-cache.ts): their undo count, likes received and
 * profile version. Written once, as a subquery, so the caller's row and the check of a dealt page
 * (dealtCheckSelect) say it alike.
 */
const fingerprintOf = (viewer: Placeholder | SQL) =>
  sql<string | null>`(select coalesce(dv.undo_count, 0) || ':' || coalesce(t.likes_received, 0) || ':' ||
    (extract(epoch from me.updated_at) * 1000000)::bigint || '.' || (extract(epoch from mu.updated_at) * 1000000)::bigint
    from ${profiles} me join ${users} mu on mu.id = me.user_id
    left join ${swipeTallies} t on t.user_id = me.user_id
    left join ${discoverViewers} dv on dv.user_id = me.user_id
    where me.user_id = ${viewer}::uuid)`

/**
 * The people among `ids` who are still in the caller's deck, with their card version and the caller's
 * fingerprint on every row: a page of an order dealt moments ago (dealt-cache.ts) is checked with this
 * alone, its people's scores and reasons kept from the deal.
 */
export function dealtCheckSelect(db: Db, shape: DiscoverShape, bind: Bind) {
  const where = conditions(
    { ...shape, tiered: false, after: false, frontier: false, keepSwiped: false },
    bind,
  )
  return db
    .select({ userId: profiles.userId, version: cardVersion, fingerprint: fingerprintOf(bind('viewerId')) })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(...where, sql`${profiles.userId} = any(${hiddenFromPlanner(sql`${bind('ids')}::uuid[]`)})`))
}

/** The caller as the ranking sees them: prepared once per database, run with `viewerId`. */
export const callerSelect = preparedOnce((db) =>
  db
    .select({
      ...personFields(sql.placeholder('viewerId')),
      fingerprint: fingerprintOf(sql.placeholder('viewerId')),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(swipeTallies, eq(swipeTallies.userId, profiles.userId))
    .where(sql`${profiles.userId} = ${sql.placeholder('viewerId')}::uuid`)
    .prepare('discover_caller'),
)

/**
 * How many of the caller's swipes, and of the likes they received, a deal from a shared top takes into
 * memory (shared-top.ts). Someone past either is dealt by their own walk, which asks the database instead.
 */
export const HELD_SWIPES = 500

/**
 * The caller for a deal from a shared top (ranked-deck.ts), in one statement: their row and fingerprint
 * as callerSelect's; whom they swiped and who liked them (most recent first), each up to HELD_SWIPES + 1
 * ids; and the latest LIKERS_TAKEN people who liked them and are still in this deck (its filters, not
 * swiped), with what the ranking knows of them and their cards, as JSON. The deal takes the likers from
 * further down than the shared top from these: a second statement cost more than the whole deal besides
 * (0.3 ms of Node and 0.25 ms of PostgreSQL a page, docs/decisions/042).
 */
export function callerDealSelect(db: Db, shape: DiscoverShape, bind: Bind) {
  const viewer = bind('viewerId')
  return db
    .select({
      ...personFields(viewer),
      fingerprint: fingerprintOf(viewer),
      swipedIds: sql<string[]>`array(select s.swiped_id from ${swipes} s
        where s.swiper_id = ${viewer}::uuid limit ${sql.raw(String(HELD_SWIPES + 1))})`,
      likerIds: sql<string[]>`array(select s.swiper_id from ${swipes} s
        where s.swiped_id = ${viewer}::uuid and s.action = 'like'
        order by s.created_at desc limit ${sql.raw(String(HELD_SWIPES + 1))})`,
      likers: likersInDeck(shape, bind),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(swipeTallies, eq(swipeTallies.userId, profiles.userId))
    .where(sql`${profiles.userId} = ${viewer}::uuid`)
}

/** A liker as callerDealSelect brings them: what the ranking knows, and their card. */
export type LikerRow = PersonRow & CardRow

/**
 * The latest LIKERS_TAKEN people who liked the caller and are still in the deck, as a JSON array of
 * LikerRow. Its subquery's own `profiles` hides the caller's: the deck's conditions speak of the liker.
 */
function likersInDeck(shape: DiscoverShape, bind: Bind) {
  const viewer = bind('viewerId')
  const where = conditions(
    { ...shape, tiered: false, after: false, frontier: false, keepSwiped: false },
    bind,
  )
  // They liked the caller: that is why they are here.
  const fields: Record<string, unknown> = { ...cardFields, ...personFields(viewer), likedMe: sql`true` }
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )
  return sql<LikerRow[]>`(select coalesce(json_agg(liker.row), '[]'::json) from (
      select json_build_object(${pairs}) as row from ${swipes} liked
        join ${profiles} on ${profiles.userId} = liked.swiper_id
        join ${users} on ${users.id} = ${profiles.userId}
        left join ${swipeTallies} on ${swipeTallies.userId} = ${profiles.userId}
      where liked.swiped_id = ${viewer}::uuid and liked.action = 'like' and ${and(...where)}
      order by liked.created_at desc limit ${sql.raw(String(LIKERS_TAKEN))}) liker)`
}

export type PersonRow = Awaited<ReturnType<ReturnType<typeof candidatesSelect>['execute']>>[number]

export type CallerRow = Awaited<ReturnType<ReturnType<typeof callerSelect>['execute']>>[number]
