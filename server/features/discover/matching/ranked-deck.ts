import { ERRORS } from '@shared/error-codes'
import type { DiscoverQueryOutput } from '@shared/schemas/discover'
import type { Db } from '../../../db/client'
import { badRequest } from '../../../lib/http-error'
import { renderCards } from '../card-cache'
import type { DiscoverCursor } from '../cursor'
import type { DiscoverFilters, DiscoverRow } from '../discover-query'
import { deckKey } from '../frontier'
import { type DiscoverPage, placesWithin, positionOf, shapeOf, valuesOf, walkDeck } from '../service'
import { runCandidatesStatement } from '../statements'
import { callerSelect, type PersonRow } from './candidates-query'
import { decodeDealCursor, encodeDealCursor } from './deal-cursor'
import { recallDeal, rememberDeal } from './dealt-cache'
import { type LearnedRates, learnedRates } from './learned-rates'
import { type Scored, scoreCandidate } from './score'

/**
 * How a ranked deck reads the order of decision 030: a stretch of this many positions at a time, people
 * already swiped included, so a stretch costs the same however much of it the caller swiped.
 */
const STRETCH = 200
// A stretch with fewer candidates than this reads the next one too, so a page always has a choice.
const POOL_MIN = 40
// At most this many stretches per page: a deck swiped nearly whole still answers at a bounded cost.
const MAX_STRETCHES = 6

interface Deck {
  db: Db
  viewerId: string
  filters: DiscoverFilters
  rates: LearnedRates
  me: PersonRow
  now: number
  /** The Within filter's places, worked out once per page. */
  places?: string[]
}

/**
 * Discover for a signed-in caller, best match first (docs/decisions/042): candidates come cheaply from
 * the order of decision 030 (a stretch of it, from the caller's frontier), plus the people who liked the
 * caller wherever they stand, and are ranked by the reciprocal score. The ranked order is dealt once and
 * travels in the cursor, so later pages follow it while scores change.
 */
export async function findRankedPage({
  db,
  userId,
  query: { limit, cursor, ...filters },
  ratesMaxAgeMs,
  dealCacheMs = ratesMaxAgeMs,
}: {
  db: Db
  userId: string
  query: DiscoverQueryOutput
  ratesMaxAgeMs: number
  /** How long this instance serves a fresh deck's dealt order again (dealt-cache.ts); 0: never. */
  dealCacheMs?: number
}): Promise<DiscoverPage> {
  const [me] = await callerSelect(db).execute({ viewerId: userId })
  if (!me) return { cards: [], nextCursor: null }
  const scope = { viewerId: userId }
  const places = filters.within ? await placesWithin(db, scope, filters.within) : undefined
  const rates = await learnedRates(db, ratesMaxAgeMs)
  const deck: Deck = { db, viewerId: userId, filters, rates, me, now: Date.now(), places }
  const dealt = cursor ? decodeDealCursor(cursor) : undefined
  // Location searches and radii have no "your province" tier (service.ts): a tier-1 position is not theirs.
  if (dealt?.end?.tier === 1 && (filters.location || filters.within))
    throw badRequest(ERRORS.invalid_cursor_tier, 'cursor')
  // A fresh deck dealt moments ago on this instance is served again (dealt-cache.ts).
  const key = `${userId}:${deckKey(filters)}`
  const fingerprint = `${me.undoCount}:${me.likesReceived}:${me.version}`
  const recalled = dealt ? undefined : recallDeal(db, key, fingerprint, dealCacheMs)
  const from = dealt ?? (recalled && { rest: recalled.order, end: recalled.end, seen: recalled.seen })
  const queue = [...(from?.rest ?? [])]
  const seen = new Set(from?.seen ?? [])
  let end: DiscoverCursor | null | undefined = from ? from.end : undefined
  const known = new Map<string, Scored>()
  const page: Scored[] = []
  let topSwiped = from === undefined

  while (page.length < limit) {
    if (queue.length === 0) {
      // A fresh deck starts at its top (end undefined); a dealt one goes on after its last stretch.
      if (end === null) break
      const pool = await dealStretch(deck, end, seen, topSwiped)
      // Everything read from the top so far was swiped: the next stretch still marks where the deck starts.
      topSwiped = topSwiped && pool.allSwiped
      for (const scored of pool.order) known.set(scored.row.userId, scored)
      queue.push(...pool.order.map((scored) => scored.row.userId))
      end = pool.end
      continue
    }
    const ids = queue.splice(0, limit - page.length)
    const unknown = ids.filter((id) => !known.has(id))
    if (unknown.length > 0)
      for (const scored of await scoreIds(deck, unknown)) known.set(scored.row.userId, scored)
    // Dealt people who left the deck since (swiped, hidden, blocked) drop out; the order stays.
    for (const id of ids) if (known.has(id)) page.push(known.get(id)!)
  }

  // A fresh deck's order as dealt, from its top: opening Discover again serves it (dealt-cache.ts).
  if (!from && dealCacheMs > 0) {
    const order = [...page.map(({ row }) => row.userId), ...queue]
    rememberDeal(db, key, { order, end: end ?? null, seen: [...seen], fingerprint, at: Date.now() })
  }
  const more = queue.length > 0 || (end !== null && end !== undefined)
  const nextCursor = more ? encodeDealCursor({ rest: queue, end: end ?? null, seen: [...seen] }) : null
  const cards = await renderCards(
    db,
    page.map(({ row, reasons }) => ({ userId: row.userId, version: row.version, reasons })),
  )
  return { cards, nextCursor }
}

/**
 * The next stretch of the order, ranked: read from `after` (the top of the deck when undefined) until
 * it holds POOL_MIN candidates or the deck ends, plus, on a fresh deck, the people who liked the caller.
 * Anyone a whole stretch behind where the reading ended has waited long enough: they come first.
 */
async function dealStretch(
  deck: Deck,
  after: DiscoverCursor | undefined,
  seen: Set<string>,
  /** Everything read before `after` in this page, from the deck's top, had been swiped. */
  topSwiped = after === undefined,
) {
  const rows: DiscoverRow[] = []
  let position = after
  let end: DiscoverCursor | null = null
  for (let stretch = 0; stretch < MAX_STRETCHES; stretch += 1) {
    const found = await walkDeck({
      db: deck.db,
      scope: { viewerId: deck.viewerId },
      filters: deck.filters,
      after: position,
      take: STRETCH + 1,
      keepSwiped: true,
      places: deck.places,
      // Read from the top and found swiped people only: this stretch still marks where the deck starts.
      continuesTop: topSwiped && position !== undefined && rows.every((row) => row.swiped),
    })
    const read = found.slice(0, STRETCH)
    rows.push(...read)
    end = found.length > STRETCH ? positionOf(read.at(-1)!) : null
    if (end === null || rows.filter((row) => !row.swiped).length >= POOL_MIN) break
    position = end
  }
  const index = new Map<string, number>()
  const candidates: PersonRow[] = []
  for (const [at, row] of rows.entries()) {
    if (row.swiped || seen.has(row.userId)) continue
    index.set(row.userId, at)
    candidates.push(row)
  }
  // Who liked the caller, wherever the order puts them: asked only of people someone liked.
  if (after === undefined && deck.me.likesReceived > 0)
    for (const liker of await candidateRows(deck, [], true)) {
      if (index.has(liker.userId) || seen.has(liker.userId)) continue
      // From beyond the stretch: later stretches must not deal them again.
      seen.add(liker.userId)
      candidates.push(liker)
    }
  const scored = candidates.map((row) => scoreCandidate(deck.me, row, deck.rates, deck.now))
  const overdue = (scored: Scored) => (index.get(scored.row.userId) ?? rows.length) < rows.length - STRETCH
  const order = scored.sort(
    (a, b) =>
      Number(overdue(b)) - Number(overdue(a)) ||
      b.score - a.score ||
      (index.get(a.row.userId) ?? rows.length) - (index.get(b.row.userId) ?? rows.length) ||
      (a.row.userId < b.row.userId ? -1 : 1),
  )
  return { order, end, allSwiped: rows.every((row) => row.swiped) }
}

/** The given people who are still in the deck, scored. */
async function scoreIds(deck: Deck, ids: string[]): Promise<Scored[]> {
  if (ids.length === 0) return []
  const rows = await candidateRows(deck, ids, false)
  return rows.map((row) => scoreCandidate(deck.me, row, deck.rates, deck.now))
}

/** The given people who are still in the deck; with `likers`, also who liked the caller and is. */
async function candidateRows(deck: Deck, ids: string[], likers: boolean) {
  const scope = { viewerId: deck.viewerId }
  const shape = shapeOf({ scope, filters: deck.filters, tiered: false, tier: 2, take: 0 })
  const places = deck.places
  return runCandidatesStatement(deck.db, shape, { ...valuesOf(scope, deck.filters), places, ids }, likers)
}
