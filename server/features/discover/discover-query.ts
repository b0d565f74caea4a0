import { LOCATIONS } from '@shared/options'
import type { DiscoverQueryOutput } from '@shared/schemas/discover'
import { type AnyColumn, and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, swipes, swipeTallies, users } from '../../db/schema'
import { cardVersion, personFields } from './columns'

export type DiscoverFilters = Pick<DiscoverQueryOutput, 'location' | 'profession' | 'availability' | 'within'>

/**
 * Everything the SQL text of one Discover statement depends on. Values (who asks, what they typed, where
 * the page starts) are parameters, so each shape is prepared once and its plan reused.
 */
export interface DiscoverShape {
  /** A signed-in caller: leave them and everyone they swiped out. Otherwise preview mode: demo people only. */
  viewer: boolean
  /** 1 = the caller's own province, 2 = everyone else; a query without tiers is all tier 2. */
  tier: 1 | 2
  tiered: boolean
  location: boolean
  /**
   * A location filter that names a listed place or province ("gauteng", "Cape Town"), in lower case: part
   * of the SQL text, so its statement is prepared and planned once (commonLocationOf). Other texts are
   * parameters and planned per request (statements.ts).
   */
  commonLocation: string | null
  /** A creative field (stored column), free text typed for "other", or no profession filter. */
  profession: 'none' | 'field' | 'text'
  availability: 'any' | 'available' | 'open' | 'freelance'
  /** Only people at one of the listed places near the caller (`places`): the Within filter. */
  within: boolean
  /** Starts after a cursor in this tier. */
  after: boolean
  /** Starts at the caller's frontier in this deck (frontier.ts), plus the people who changed since. */
  frontier: boolean
  /**
   * People the caller swiped stay in the walk, flagged `swiped`: the ranked deck (ranked-deck.ts) reads a
   * stretch of the order's positions, so it knows how far past its start each candidate lies.
   */
  keepSwiped?: boolean
  /**
   * The order of everyone in a deck, no caller's swipes in it: read once and shared by every caller of a
   * province with the same filters (matching/shared-top.ts). The province is a value, nobody is left out,
   * and each row brings what the ranking knows of them, as a ranked walk's do.
   */
  shared?: boolean
  take: number
}

export interface DiscoverValues {
  viewerId: string
  /** A LIKE pattern (likePattern). */
  location: string
  /** The creative field, or a LIKE pattern for free text (likePattern). */
  profession: string
  /** The spellings (location_key) of the listed places within the radius: spellingsOf(locationsWithin). */
  places: string[]
  afterAvailable: boolean
  afterMicros: string
  afterUserId: string
  /** The frontier's rank position and the time after which changed profiles are looked at anyway. */
  frontierAvailable: boolean
  frontierMicros: string
  frontierUserId: string
  sinceMicros: string
  /** Per availability, the (updated_at, user_id) above which that group ranks above the frontier. */
  aboveAvailableMicros: string
  aboveAvailableUserId: string
  aboveBusyMicros: string
  aboveBusyUserId: string
  /** The people a ranked deck asks about (matching/candidates-query.ts). */
  ids: string[]
  /** The province of a shared walk's first tier (shape.shared). */
  province: string | null
}

/** How a value enters the SQL: a placeholder for a prepared statement, or inline for EXPLAIN. */
export type Bind = (key: keyof DiscoverValues) => Placeholder | SQL

/**
 * One tier of Discover as one statement (docs/decisions/032). It walks a partial index in rank order
 * (available first, then most recently updated, then id) and stops after `take` rows, so a page costs
 * about the same with 100 or 100,000 profiles. It returns who is on the page and which version of their
 * card to show, not the cards: those come from the card cache (card-cache.ts), because rendering twenty
 * cards cost PostgreSQL more than finding them.
 */
export function discoverSelect(db: Db, shape: DiscoverShape, bind: Bind) {
  if (!shape.frontier) return rankedWalk(db, shape, bind, conditions(shape, bind))
  return pageOf(frontierParts(db, shape, bind), shape)
}

/**
 * Both tiers as one statement, for a caller whose own province is used up (its frontier at the bottom of
 * the deck, service.ts): the first tier can then hold only people who changed since, and asking it on its
 * own cost a round trip for what is nearly always nothing. The first tier's rows come first.
 */
export function bothTiersSelect(
  db: Db,
  tiers: [{ shape: DiscoverShape; bind: Bind }, { shape: DiscoverShape; bind: Bind }],
) {
  const parts = tiers.flatMap(({ shape, bind }) =>
    shape.frontier ? frontierParts(db, shape, bind) : [rankedWalk(db, shape, bind, conditions(shape, bind))],
  )
  return pageOf(parts, tiers[0].shape, sql`tier, `)
}

type Part = ReturnType<typeof rankedWalk>

/** Parts of one deck, each already in rank order and cut to a page: merged in order and cut again. */
function pageOf(parts: Part[], shape: DiscoverShape, first = sql``) {
  const [head, ...rest] = parts as [Part, ...Part[]]
  let union = head.unionAll(rest[0]!)
  for (const part of rest.slice(1)) union = union.unionAll(part) as unknown as typeof union
  return union
    .orderBy(sql`${first}is_available_for_work desc, rank_micros desc, user_id desc`)
    .limit(takeOf(shape))
}

// docs/decisions/021: the walk starts at the frontier, where everyone ranked above had been swiped.
// Above it only people whose profile changed since can be new to the caller, found through the same
// index as a range of updated_at for each availability. All of them rank above the frontier, so the
// three parts never hold the same person.
function frontierParts(db: Db, shape: DiscoverShape, bind: Bind): Part[] {
  // Each value as a one-row subquery: the planner then prices the statement the same whatever the
  // values, so PostgreSQL keeps one generic plan instead of planning every page anew (the custom plans of
  // a given frontier always look cheaper, and planning these three parts costs more than running them).
  const value = (key: keyof DiscoverValues) => sql`(select ${bind(key)})`
  const frontier = rankPosition(value('frontierAvailable'), value('frontierMicros'), value('frontierUserId'))
  const since = sql`${profiles.updatedAt} > (select ${timeOf(bind('sinceMicros'))})`
  // Within one availability, "above the frontier" compares (updated_at, user_id) only (frontierValues
  // works out the bound of each): a row comparison that starts at the availability column would not end
  // the index scan at `since`, and the scan would read the whole availability group.
  // People changed since lie above the frontier, outside the stretch a ranked deck reads: swiped ones go.
  const changed = (available: boolean) =>
    rankedWalk(
      db,
      shape,
      bind,
      [
        ...conditions({ ...shape, keepSwiped: false }, bind),
        sql`${profiles.isAvailableForWork} = ${sql.raw(String(available))}`,
        since,
        sql`(${profiles.updatedAt}, ${profiles.userId}) > ((select ${timeOf(bind(available ? 'aboveAvailableMicros' : 'aboveBusyMicros'))}),
        (select ${bind(available ? 'aboveAvailableUserId' : 'aboveBusyUserId')}::uuid))`,
      ],
      false,
    )
  return [
    changed(true),
    changed(false),
    // Used with a cursor only when it lies above the frontier (service.ts), so this part needs no cursor.
    rankedWalk(db, shape, bind, [
      ...conditions({ ...shape, after: false }, bind),
      sql`${rank} <= ${frontier}`,
    ]),
  ]
}

/**
 * One page of a deck with the cards' own columns, as one statement: only the benchmark's bare reference
 * (bench/discover-bare.ts) runs it, as the cheapest way this stack can answer a page.
 */
export const discoverCardsSelect = (db: Db, shape: DiscoverShape, bind: Bind) =>
  db
    .select(cardFields)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(...conditions(shape, bind)))
    .orderBy(...rankOrder)
    .limit(takeOf(shape))

// A ranked deck's walk (keepSwiped) also brings what the ranking knows of each person (personFields), so
// its candidates need no second read; `flagSwiped` false for parts that leave swiped people out anyway.
// A shared walk (shape.shared) has no caller: nobody is swiped, nobody liked anyone, as far as it knows.
function rankedWalk(db: Db, shape: DiscoverShape, bind: Bind, where: SQL[], flagSwiped = true) {
  const wide = shape.keepSwiped || shape.shared
  const swiped =
    shape.keepSwiped && flagSwiped && !shape.shared ? swipedByViewer(bind('viewerId')) : sql`false`
  const fields = rankFields(shape.tier, swiped)
  const person = shape.shared
    ? { ...personFields(sql`null`), likedMe: sql<boolean>`false` }
    : personFields(bind('viewerId'))
  // Typed with the person's fields either way: only a ranked walk selects them (and reads them).
  const query = db
    .select((wide ? { ...fields, ...person } : fields) as typeof fields & ReturnType<typeof personFields>)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .$dynamic()
  if (wide) query.leftJoin(swipeTallies, eq(swipeTallies.userId, profiles.userId))
  return query
    .where(and(...where))
    .orderBy(...rankOrder)
    .limit(takeOf(shape))
}

const rankOrder = [desc(profiles.isAvailableForWork), desc(profiles.updatedAt), desc(profiles.userId)]
// Written into the text, not bound: a generic plan would assume LIMIT $n means 10% of all rows, price
// itself far above the custom plans, and PostgreSQL would plan every execution anew.
const takeOf = (shape: DiscoverShape) => sql.raw(String(Math.trunc(shape.take))) as unknown as number

/** A profile's place in Discover's order, for row comparisons that the ranking indexes serve. */
const rank = sql`(${profiles.isAvailableForWork}, ${profiles.updatedAt}, ${profiles.userId})`
const timeOf = (micros: Placeholder | SQL) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`
const rankPosition = (available: Placeholder | SQL, micros: Placeholder | SQL, userId: Placeholder | SQL) =>
  sql`(${available}::boolean, ${timeOf(micros)}, ${userId}::uuid)`

// OFFSET 0 keeps this a per-row probe of the (swiper, swiped) index. As an anti-join, a prepared
// statement's generic plan assumes the average ~10 swipes per person and, for someone who swiped
// thousands, rescans all of them for every candidate.
export const swipedByViewer = (viewer: Placeholder | SQL) =>
  sql`exists (select 1 from ${swipes} where ${swipes.swiperId} = ${viewer}::uuid
      and ${swipes.swipedId} = ${profiles.userId} offset 0)`

// Friends-only profiles are for matches; private ones and those hidden from Discover for nobody.
export const discoverable = sql`${profiles.showInDiscovery} = true and ${profiles.profileVisibility} = 'public'`

/**
 * Who may be dealt at all, read on the users row every walk joins anyway: nobody a moderator suspended,
 * and no moderator (staff, not members, even with a profile). ADMIN_EMAILS lives in
 * the configuration, which SQL cannot read; users.is_moderator is its copy, kept by the database
 * (drizzle/0017: a trigger on every address written, and a refresh at start-up). A filter on a row already
 * read costs the walk nothing, where a lookup of the address per candidate would not.
 */
export const dealable = sql`${users.suspendedAt} is null and not ${users.isModerator}`

export function conditions(shape: DiscoverShape, bind: Bind): SQL[] {
  // Blocked pairs need nothing here: a block stores a pass each way, and swiped people are left out.
  const where = [discoverable, dealable]
  if (shape.shared) {
    if (shape.tiered) {
      const province = sql`${bind('province')}::text`
      where.push(
        shape.tier === 1
          ? sql`${profiles.province} = ${province}`
          : sql`${profiles.province} is distinct from ${province}`,
      )
    }
  } else if (!shape.viewer) where.push(sql`${users.isDemo} = true`)
  else {
    const viewer = bind('viewerId')
    where.push(sql`${profiles.userId} <> ${viewer}::uuid`)
    if (!shape.keepSwiped) where.push(sql`not ${swipedByViewer(viewer)}`)
    if (shape.tiered) {
      const province = sql`(select me.province from ${profiles} me where me.user_id = ${viewer}::uuid)`
      where.push(
        shape.tier === 1
          ? sql`${profiles.province} = ${province}`
          : sql`${profiles.province} is distinct from ${province}`,
      )
    }
  }
  // ILIKE (escaped by likePattern) so that the trigram indexes of drizzle/0002 can serve rare texts.
  if (shape.location) {
    const pattern = shape.commonLocation
      ? sql.raw(`'${likePattern(shape.commonLocation).replaceAll("'", "''")}'`)
      : sql`${bind('location')}::text`
    where.push(sql`${profiles.location} ilike ${pattern}`)
  }
  // A creative field is a stored column (the SQL twin of fieldOfProfession) with its own index.
  if (shape.profession === 'field') where.push(sql`${profiles.creativeField} = ${bind('profession')}::text`)
  if (shape.profession === 'text') where.push(sql`${profiles.profession} ilike ${bind('profession')}::text`)
  // An equality on the stored location_key (decision 017): the place index, or a cheap filter on a walk.
  if (shape.within) where.push(sql`${profiles.locationKey} = any(${bind('places')}::text[])`)
  where.push(...availabilityConditions[shape.availability])
  if (shape.after) {
    // Rows past the cursor in the descending (availability, updated_at, id) order; the row comparison
    // is an index condition, so the walk starts right there.
    where.push(
      sql`${rank} < ${rankPosition(bind('afterAvailable'), bind('afterMicros'), bind('afterUserId'))}`,
    )
  }
  return where
}

// Names people filter by most: every listed place, its city alone and its province. A bounded set, so
// one prepared statement each per shape stays a few dozen per pooled connection.
const COMMON_LOCATIONS = new Set(
  LOCATIONS.flatMap((place) => [place, ...place.split(', ')].map((name) => name.toLowerCase())),
)

/** The location filter as a common name (lower case: ILIKE ignores case), or null for any other text. */
export const commonLocationOf = (location: string | undefined) => {
  const name = location?.toLowerCase()
  return name !== undefined && COMMON_LOCATIONS.has(name) ? name : null
}

/** "contains `text`" as a LIKE pattern: what people type may hold % or _, and those match literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

// docs/decisions/007: "open" also takes busy people who list project interests; "freelance" is
// available people who quote an hourly rate.
const availabilityConditions: Record<DiscoverShape['availability'], SQL[]> = {
  any: [],
  available: [sql`${profiles.isAvailableForWork} = true`],
  open: [
    sql`(${profiles.isAvailableForWork} = true or btrim(coalesce(${profiles.projectInterests}, '')) <> '')`,
  ],
  freelance: [sql`${profiles.isAvailableForWork} = true and ${profiles.hourlyRate} > 0`],
}

const isoTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const rankFields = (tier: 1 | 2, swiped: SQL) => ({
  userId: profiles.userId,
  isAvailableForWork: profiles.isAvailableForWork,
  // Named: the frontier's union orders its parts by it (a bigint; text would not sort by number).
  rankMicros: sql<string>`(extract(epoch from ${profiles.updatedAt}) * 1000000)::bigint`
    .mapWith(String)
    .as('rank_micros'),
  version: cardVersion,
  // Named: the union of both tiers orders by it, first.
  tier: sql<number>`${sql.raw(String(tier))}::int`.as('tier'),
  swiped: sql<boolean>`${swiped}`.as('swiped'),
})

export type DiscoverRow = Awaited<ReturnType<ReturnType<typeof discoverSelect>['execute']>>[number]

export const cardFields = {
  version: cardVersion,
  userId: profiles.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  bio: profiles.bio,
  profession: profiles.profession,
  location: profiles.location,
  skills: profiles.skills,
  experience: profiles.experience,
  projectInterests: profiles.projectInterests,
  collaborationStyle: profiles.collaborationStyle,
  portfolio: profiles.portfolio,
  rating: profiles.rating,
  reviewCount: profiles.reviewCount,
  projectsCompleted: profiles.projectsCompleted,
  hourlyRate: profiles.hourlyRate,
  // docs/product.md §9: a card shows at most 4 portfolio images, so no more travel.
  portfolioImages: sql<string[]>`${profiles.portfolioImages}[1:4]`,
  isAvailableForWork: profiles.isAvailableForWork,
  profileVisibility: profiles.profileVisibility,
  createdAt: isoTime(profiles.createdAt),
  updatedAt: isoTime(profiles.updatedAt),
}

/**
 * An id list the planner cannot see (an InitPlan): planned with the list's length, every custom plan
 * looks cheaper than the generic one, so PostgreSQL planned each execution anew (0.3 ms, four times the
 * running). Hidden, both cost the same and the prepared statement keeps its generic plan.
 */
export const hiddenFromPlanner = (ids: SQL) => sql`(select ${ids})::uuid[]`

/**
 * The cards of the given people (placeholder `userIds`), if they are still discoverable: one statement
 * for the cards a page misses in the card cache.
 */
export const cardsSelect = (db: Db) =>
  db
    .select(cardFields)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        sql`${profiles.userId} = any(${hiddenFromPlanner(sql`${sql.placeholder('userIds')}::uuid[]`)})`,
        discoverable,
        dealable,
      ),
    )

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardsSelect>['execute']>>[number]
