import { ERRORS } from '@shared/error-codes'
import { locationsWithin, spellingsOf } from '@shared/locations'
import { creativeFieldOf } from '@shared/options'
import type { DiscoverQueryOutput } from '@shared/schemas/discover'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles } from '../../db/schema'
import { badRequest } from '../../lib/http-error'
import { type CardJson, renderCards } from './card-cache'
import { type DiscoverCursor, decodeCursor, encodeCursor } from './cursor'
import {
  commonLocationOf,
  type DiscoverFilters,
  type DiscoverRow,
  type DiscoverShape,
  type DiscoverValues,
  likePattern,
} from './discover-query'
import {
  deckKey,
  type FrontierRead,
  frontierValues,
  isAbove,
  isBottom,
  nextFrontier,
  readFrontiers,
  writeFrontier,
} from './frontier'
import { runBothTiersStatement, runDiscoverStatement } from './statements'

export interface DiscoverPage {
  cards: CardJson[]
  /** Where the next page starts, or null when this was the last one. */
  nextCursor: string | null
}

/** Whose Discover this is: a signed-in caller (personal order, their swipes left out) or preview mode. */
export type DiscoverScope = { viewerId: string } | { demo: true }

/** Discover for a signed-in caller: everyone they may see and have not swiped yet, best first. */
export const findRecentOrderProfiles = ({
  db,
  userId,
  query,
}: {
  db: Db
  userId: string
  query: DiscoverQueryOutput
}) => findPage({ db, scope: { viewerId: userId }, query })

/** Preview mode for visitors: the same filters and order over the seeded demo people only. */
export const findDemoProfiles = ({ db, query }: { db: Db; query: DiscoverQueryOutput }) =>
  findPage({ db, scope: { demo: true }, query })

async function findPage({
  db,
  scope,
  query: { limit, cursor, ...filters },
}: {
  db: Db
  scope: DiscoverScope
  query: DiscoverQueryOutput
}): Promise<DiscoverPage> {
  const after = cursor ? decodeCursor(cursor) : undefined
  const found = await walkDeck({ db, scope, filters, after, take: limit + 1 })
  const rows = found.slice(0, limit)
  const last = rows.at(-1)
  const nextCursor = found.length > limit && last ? encodeCursor(positionOf(last)) : null
  return { cards: await renderCards(db, rows), nextCursor }
}

/** Where a row stands in the order of decision 030, as a cursor. */
export const positionOf = (row: DiscoverRow): DiscoverCursor => ({
  tier: row.tier === 1 ? 1 : 2,
  available: row.isAvailableForWork,
  updatedAtMicros: row.rankMicros,
  userId: row.userId,
})

/**
 * The next `take` people of a deck in the order of decision 030 (province, available, most recently
 * updated), from its top or after a position: one index walk per tier from the caller's frontier
 * (decisions 021, 032). With `keepSwiped`, people the caller swiped count as rows too, flagged: the
 * ranked deck reads a stretch of positions. May return a few more rows than `take`.
 */
export async function walkDeck({
  db,
  scope,
  filters,
  after,
  take,
  keepSwiped = false,
  continuesTop = false,
  places: known,
}: {
  db: Db
  scope: DiscoverScope
  filters: DiscoverFilters
  after?: DiscoverCursor
  take: number
  keepSwiped?: boolean
  /**
   * This walk goes on from `after` where a read from the deck's top found only people already swiped:
   * where it finds the first one not swiped is the deck's frontier as well.
   */
  continuesTop?: boolean
  /** The Within filter's places when the caller already worked them out (a ranked deck, once a page). */
  places?: string[]
}): Promise<DiscoverRow[]> {
  // A location search or a radius says where to look: no "your province first" tier then (a radius's
  // places mostly lie in the caller's province, and the second tier's walk would find next to nothing).
  const tiered = 'viewerId' in scope && !filters.location && !filters.within
  // Preview mode, location searches and radii have no "your province" tier: a tier-1 cursor is not theirs.
  if (after?.tier === 1 && !tiered) throw badRequest(ERRORS.invalid_cursor_tier, 'cursor')
  const places = filters.within ? (known ?? (await placesWithin(db, scope, filters.within))) : undefined
  const values = { ...valuesOf(scope, filters, after), places }

  const tiers = !tiered || after?.tier === 2 ? ([2] as const) : ([1, 2] as const)
  const viewerId = 'viewerId' in scope ? scope.viewerId : undefined
  const decks = tiers.map((tier) => deckKey({ tier, tiered, ...filters, places }))
  const read = viewerId ? await readFrontiers(db, viewerId, decks) : undefined

  const walks = tiers.map((tier, index) => {
    const deck = decks[index]!
    // Below the frontier, a cursor alone says where to start.
    const frontier = frontierOf(read, deck, after?.tier === tier ? after : undefined)
    const shape = shapeOf({
      scope,
      filters,
      tiered,
      tier,
      after,
      take,
      frontier: Boolean(frontier),
      keepSwiped,
    })
    return { tier, deck, shape, values: frontier ? { ...values, ...frontierValues(frontier) } : values }
  })
  // A walk from the top of the deck tells where the caller's swipes end (docs/decisions/021): at its
  // first person not swiped.
  const advance = async (walk: (typeof walks)[number], rows: DiscoverRow[]) => {
    if (!viewerId || !read || (walk.shape.after && !continuesTop)) return
    const plain =
      !walk.shape.location && walk.shape.profession === 'none' && walk.shape.availability === 'any'
    const tier = plain && tiered ? walk.tier : null
    const fresh = keepSwiped ? rows.filter((row) => !row.swiped) : rows
    // A stretch of swiped people only, cut by `take`: the deck goes on below its last one, who is the
    // frontier then (everyone above was swiped). Only a walk that reached the deck's end leaves it empty.
    const reached = fresh.length === 0 && rows.length >= take ? rows.slice(-1) : fresh
    await advanceFrontier(db, { viewerId, deck: walk.deck, read, tier }, reached)
  }

  const found: DiscoverRow[] = []
  const [own, rest] = walks
  if (own && rest && !after && isBottom(read?.frontiers.get(own.deck))) {
    // The caller's province is used up: both tiers in one statement, the first one's rows first.
    const rows = await runBothTiersStatement(db, [own, rest])
    const first = rows.filter((row) => row.tier === 1)
    found.push(...rows)
    await advance(own, first)
    // The second tier's first row is in the page only if the first tier left room for it.
    if (first.length < take) await advance(rest, rows.slice(first.length))
  } else {
    // Tier by tier: the caller's province usually fills the page alone; the next tier is asked only when not.
    for (const walk of walks) {
      const rows = await runDiscoverStatement(db, walk.shape, walk.values)
      found.push(...rows)
      await advance(walk, rows)
      if (found.length >= take) break
    }
  }
  return found
}

function frontierOf(read: FrontierRead | undefined, deck: string, after?: DiscoverCursor) {
  const frontier = read?.frontiers.get(deck)
  if (!frontier || !after) return frontier
  const cursor = { available: after.available, micros: after.updatedAtMicros, userId: after.userId }
  return isAbove(cursor, frontier) ? frontier : undefined
}

async function advanceFrontier(
  db: Db,
  deck: Omit<Parameters<typeof writeFrontier>[1], 'position'>,
  rows: DiscoverRow[],
) {
  const position = nextFrontier(deck.read.frontiers.get(deck.deck), rows, BigInt(Date.now()) * 1000n)
  if (position) await writeFrontier(db, { ...deck, position })
}

/**
 * The spellings of the listed places within `km` of the caller's own listed location (decision 017).
 * Visitors have no location, and neither, for distances, has a location typed by hand: both are refused.
 */
export async function placesWithin(db: Db, scope: DiscoverScope, km: number) {
  if (!('viewerId' in scope)) throw badRequest(ERRORS.within_signed_out, 'within')
  const [me] = await db
    .select({ location: profiles.location })
    .from(profiles)
    .where(eq(profiles.userId, scope.viewerId))
  const near = locationsWithin(me?.location, km)
  if (near.length === 0) throw badRequest(ERRORS.within_unlisted_location, 'within')
  return spellingsOf(near)
}

export function shapeOf({
  scope,
  filters,
  tiered,
  tier,
  after,
  take,
  frontier = false,
  keepSwiped = false,
}: {
  scope: DiscoverScope
  filters: DiscoverFilters
  tiered: boolean
  tier: 1 | 2
  after?: DiscoverCursor
  take: number
  frontier?: boolean
  keepSwiped?: boolean
}): DiscoverShape {
  const { location, profession, availability, within } = filters
  const hasProfession = Boolean(profession) && profession!.toLowerCase() !== 'all'
  return {
    viewer: 'viewerId' in scope,
    tier,
    tiered,
    location: Boolean(location),
    commonLocation: commonLocationOf(location),
    profession: !hasProfession ? 'none' : creativeFieldOf(profession!) ? 'field' : 'text',
    availability: availability ?? 'any',
    within: within !== undefined,
    after: after?.tier === tier,
    frontier,
    keepSwiped: keepSwiped && 'viewerId' in scope,
    take,
  }
}

export const valuesOf = (
  scope: DiscoverScope,
  { location, profession }: DiscoverFilters,
  after?: DiscoverCursor,
): Partial<DiscoverValues> => ({
  viewerId: 'viewerId' in scope ? scope.viewerId : undefined,
  location: location ? likePattern(location) : undefined,
  profession: profession ? (creativeFieldOf(profession) ?? likePattern(profession)) : undefined,
  afterAvailable: after?.available,
  afterMicros: after?.updatedAtMicros,
  afterUserId: after?.userId,
})
