import { ERRORS } from '@shared/error-codes'
import type { CardReason, DiscoverQueryOutput } from '@shared/schemas/discover'
import type { Db } from '../../../db/client'
import { badRequest } from '../../../lib/http-error'
import { primeCards, renderCards } from '../card-cache'
import type { DiscoverCursor } from '../cursor'
import type { DiscoverFilters, DiscoverRow } from '../discover-query'
import { deckKey } from '../frontier'
import { type DiscoverPage, placesWithin, positionOf, shapeOf, valuesOf, walkDeck } from '../service'
import { runCallerDealStatement, runCandidatesStatement, runDealtCheckStatement } from '../statements'
import { type CallerRow, callerSelect, HELD_SWIPES, type PersonRow } from './candidates-query'
import { decodeDealCursor, encodeDealCursor } from './deal-cursor'
import { type Dealt, recallDeal, rememberDeal, type ScoredMemo } from './dealt-cache'
import { exposureOf } from './exposure'
import { type LearnedRates, learnedRates } from './learned-rates'
import { combine, type Scored, scoreCandidate } from './score'
import { sharedTop } from './shared-top'
import { basisOf } from './top-basis'

/**
 * How a ranked deck reads the order of decision 030: a stretch of this many positions at a time, people
 * already swiped included, so a stretch costs the same however much of it the caller swiped.
 */
const STRETCH = 200
// A stretch with fewer candidates than this reads the next one too, so a page always has a choice.
const POOL_MIN = 40
// At most this many stretches per page: a deck swiped nearly whole still answers at a bounded cost.
const MAX_STRETCHES = 6

/** What ranking a stretch needs: the statements' inputs, the caller, the learned rates and the time. */
interface Ranking {
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
  sharedTopMs = ratesMaxAgeMs,
}: {
  db: Db
  userId: string
  query: DiscoverQueryOutput
  ratesMaxAgeMs: number
  /** How long this instance serves a fresh deck's dealt order again (dealt-cache.ts); 0: never. */
  dealCacheMs?: number
  /** How long this instance shares the top of a deck between its callers (shared-top.ts); 0: never. */
  sharedTopMs?: number
}): Promise<DiscoverPage> {
  const dealt = cursor ? decodeDealCursor(cursor) : undefined
  // Location searches and radii have no "your province" tier (service.ts): a tier-1 position is not theirs.
  if (dealt?.end?.tier === 1 && (filters.location || filters.within))
    throw badRequest(ERRORS.invalid_cursor_tier, 'cursor')
  const scope = { viewerId: userId }
  const places = filters.within ? await placesWithin(db, scope, filters.within) : undefined
  const key = `${userId}:${deckKey(filters)}`
  // The caller's latest deal on this instance, if recent: a fresh deck starts from it, a next page finds
  // its people's scores in it (dealt-cache.ts). Whether the caller changed since, the first check says.
  const recalled = dealCacheMs > 0 ? recallDeal(db, key, dealCacheMs) : undefined
  const deck = new PageDeck(db, userId, filters, places, { ratesMaxAgeMs, sharedTopMs }, recalled, !dealt)

  const page: Card[] = []
  let from = dealt ?? (recalled && { rest: recalled.order, end: recalled.end, seen: recalled.seen })
  const queue = [...(from?.rest ?? [])]
  const seen = new Set(from?.seen ?? [])
  let end: DiscoverCursor | null | undefined = from ? from.end : undefined
  let topSwiped = from === undefined
  // A fresh deck is first dealt from the top its province shares (shared-top.ts), at most once a page.
  let shareTop = from === undefined
  while (page.length < limit) {
    if (queue.length === 0) {
      // A fresh deck starts at its top (end undefined); a dealt one goes on after its last stretch.
      if (end === null) break
      if (end === undefined && shareTop) {
        shareTop = false
        const shared = await deck.dealShared(limit)
        if (shared === 'nobody') return { cards: [], nextCursor: null }
        if (shared) {
          queue.push(...shared.order)
          for (const id of shared.likers) seen.add(id)
          end = shared.end
          continue
        }
      }
      const me = await deck.caller()
      if (!me) return { cards: [], nextCursor: null }
      const pool = await dealStretch(await deck.ranking(me), end, seen, topSwiped)
      // Everything read from the top so far was swiped: the next stretch still marks where the deck starts.
      topSwiped = topSwiped && pool.allSwiped
      deck.know(pool.order)
      queue.push(...pool.order.map((scored) => scored.row.userId))
      end = pool.end
      continue
    }
    const ids = queue.splice(0, limit - page.length)
    const cards = await deck.check(ids)
    // The caller changed since the recalled deal (an undo, a like received, an edit): deal anew.
    if (cards === 'changed') {
      from = undefined
      ;[queue.length, page.length, end, topSwiped] = [0, 0, undefined, true]
      seen.clear()
      continue
    }
    page.push(...cards)
  }

  // A fresh deck's order as dealt, from its top: opening Discover again serves it (dealt-cache.ts).
  if (!from)
    exposureOf(db).record(
      userId,
      page.map((card) => card.userId),
    )
  if (!from && dealCacheMs > 0 && deck.fingerprint !== undefined) {
    const order = [...page.map(({ userId }) => userId), ...queue]
    rememberDeal(db, key, {
      order,
      end: end ?? null,
      seen: [...seen],
      fingerprint: deck.fingerprint,
      at: Date.now(),
      scored: deck.scoredOf(),
    })
  }
  const more = queue.length > 0 || (end !== null && end !== undefined)
  const nextCursor = more ? encodeDealCursor({ rest: queue, end: end ?? null, seen: [...seen] }) : null
  return { cards: await renderCards(db, page), nextCursor }
}

type Card = { userId: string; version: string; reasons: CardReason[] }

// The reasons stay unworked until the card is shown: a deal scores some 200 people and shows a page.
const cardOf = (scored: Scored): Card => ({
  userId: scored.row.userId,
  version: scored.row.version,
  get reasons() {
    return scored.reasons
  },
})

// A score's place in a sort key: scores lie in [0, 1], and a key must stay an exact integer below 2^53.
const KEY_SCALE = 2 ** 44
// Positions fit the key's low byte.
if (STRETCH > 256) throw new Error('STRETCH must fit a byte')

/**
 * Sorts `positions` in place, best score first, ties by position. Each becomes one number, the score
 * with its position in the low byte, and a typed array sorts them natively: a comparator called some
 * 1,500 times a deal cost more than scoring the 200 people.
 */
function bestFirst(scores: number[], positions: number[]) {
  const keys = new Float64Array(positions.length)
  for (let index = 0; index < positions.length; index += 1) {
    const at = positions[index]!
    keys[index] = Math.floor(scores[at]! * KEY_SCALE) * 256 + (255 - at)
  }
  keys.sort()
  for (let index = 0; index < keys.length; index += 1)
    positions[index] = 255 - (keys[keys.length - 1 - index]! % 256)
}

/** A flag per position of a top for the given people (those of them in it). */
function positions(index: Map<string, number>, size: number, ids: string[]) {
  const flags: number[] = new Array(size).fill(0)
  for (const id of ids) {
    const at = index.get(id)
    if (at !== undefined) flags[at] = 1
  }
  return flags
}

/**
 * What one page knows of its deck: the caller (read once, when a stretch must be scored), the people
 * scored so far, and the recalled deal's scores. Dealt people are checked again as they are served:
 * those the deal scored with one light statement, the rest read and scored.
 */
class PageDeck {
  private me: Promise<CallerRow | undefined> | undefined
  private known = new Map<string, Card>()
  /** The caller's fingerprint (dealt-cache.ts), once a statement said it. */
  fingerprint: string | undefined

  constructor(
    private db: Db,
    private viewerId: string,
    private filters: DiscoverFilters,
    private places: string[] | undefined,
    private ages: { ratesMaxAgeMs: number; sharedTopMs: number },
    private recalled: Dealt | undefined,
    /** The page starts from the recalled deal's top: when the caller changed since, it is dealt anew. */
    private restartOnChange: boolean,
  ) {}

  caller() {
    this.me ??= callerSelect(this.db)
      .execute({ viewerId: this.viewerId })
      .then(([me]) => {
        if (me) this.fingerprint = me.fingerprint ?? undefined
        return me
      })
    return this.me
  }

  async ranking(me: PersonRow): Promise<Ranking> {
    const rates = await learnedRates(this.db, this.ages.ratesMaxAgeMs)
    return { ...this.statement, rates, me, now: Date.now() }
  }

  know(order: Scored[]) {
    for (const scored of order) this.known.set(scored.row.userId, cardOf(scored))
  }

  /** The deal's scores, for the dealt cache: this page's, then the recalled deal's. */
  scoredOf(): ScoredMemo {
    const { known } = this
    const recalled = this.recalled?.scored
    return {
      has: (id) => known.has(id) || recalled?.has(id) === true,
      get: (id) => known.get(id) ?? recalled?.get(id),
    }
  }

  /**
   * A fresh deck's first stretch from the top its province shares (shared-top.ts): the caller, whom they
   * swiped, who liked them, and the latest of those still in this deck with their cards come in one
   * statement; the top from memory (checked against the database at most a second ago). The first page
   * is served from these; later pages as a recalled deal's, each checked with one light statement. Undefined when the caller's own walk must deal: more swipes or likes than memory
   * holds, or a shared top swiped nearly through (the walk's frontier then skips it).
   */
  async dealShared(
    limit: number,
  ): Promise<{ order: string[]; end: DiscoverCursor | null; likers: string[] } | 'nobody' | undefined> {
    const [me] = await runCallerDealStatement(this.db, checkShape(this.viewerId, this.filters), {
      ...valuesOf({ viewerId: this.viewerId }, this.filters),
      places: this.places,
    })
    if (!me) return 'nobody'
    this.me = Promise.resolve(me)
    this.fingerprint = me.fingerprint ?? undefined
    if (me.swipedIds.length > HELD_SWIPES || me.likerIds.length > HELD_SWIPES) return undefined
    const ranking = await this.ranking(me)
    const top = await sharedTop(
      this.db,
      { filters: this.filters, province: me.province, places: this.places, stretch: STRETCH },
      this.ages.sharedTopMs,
    )
    // Scored by position in the top: the parts no caller changes come from its basis (top-basis.ts).
    const basis = basisOf(top)
    const { rows } = top
    const out = positions(basis.index, rows.length, [...me.swipedIds, this.viewerId])
    const liked = positions(basis.index, rows.length, me.likerIds)
    const parts = basis.partsFor(me.kind, ranking.rates)
    const pair = basis.pairFactors(me)
    // Plain arrays: a typed array's buffer a page costs the collector more than it saves.
    const scores: number[] = new Array(rows.length).fill(0)
    const order: number[] = []
    for (let at = 0; at < rows.length; at += 1) {
      if (out[at] === 1) continue
      scores[at] = combine(parts[at]!, pair[at]!, liked[at] === 1)
      order.push(at)
    }
    if (order.length < POOL_MIN && top.end !== null) return undefined
    for (const [id, factor] of exposureOf(this.db).dampedFor(this.viewerId)) {
      const at = basis.index.get(id)
      if (at !== undefined) scores[at]! *= factor
    }
    bestFirst(scores, order)
    // Whoever liked the caller from further down came with the caller, with their card: scored here.
    const further = me.likers.filter((liker) => !basis.index.has(liker.userId))
    primeCards(this.db, further)
    const likers = sortScored(scoreRows(ranking, further), new Map(), 0)
    this.know(likers)
    const memo = basis.memoFor(me, ranking.rates, out)
    this.recalled = {
      order: [],
      end: top.end,
      seen: [],
      fingerprint: me.fingerprint ?? '',
      at: top.at,
      scored: memo,
    }
    // Both lists are best first: merged, the top's people before likers from further down on a tie.
    const dealt: string[] = []
    let [liker, next] = [0, 0]
    while (liker < likers.length || next < order.length) {
      const candidate = likers[liker]
      const at = order[next]
      if (candidate !== undefined && (at === undefined || candidate.score > scores[at]!))
        dealt.push(likers[liker++]!.row.userId)
      else dealt.push(rows[order[next++]!]!.userId)
    }
    // The first page is served as the top has them, checked at most a moment ago (CHECK_MS); the rest
    // is checked against the database again as it is served.
    for (const id of dealt.slice(0, limit))
      if (!this.known.has(id)) this.known.set(id, { userId: id, ...memo.get(id)! })
    return { order: dealt, end: top.end, likers: likers.map(({ row }) => row.userId) }
  }

  private get statement() {
    return { db: this.db, viewerId: this.viewerId, filters: this.filters, places: this.places }
  }

  /**
   * The cards of `ids` still in the deck, in order. People scored in this page are served as scored;
   * those of the recalled deal are checked with one light statement, which also says whether the caller
   * changed since ('changed': the deal no longer holds); everyone else is read and scored.
   */
  async check(ids: string[]): Promise<Card[] | 'changed'> {
    const memo = this.recalled?.scored
    const light = ids.filter((id) => !this.known.has(id) && memo?.has(id))
    const gone = new Set<string>()
    if (memo && light.length > 0) {
      const rows = await runDealtCheckStatement(this.db, checkShape(this.viewerId, this.filters), {
        ...valuesOf({ viewerId: this.viewerId }, this.filters),
        places: this.places,
        ids: light,
      })
      const fingerprint = rows[0]?.fingerprint ?? (await this.caller())?.fingerprint ?? undefined
      if (fingerprint !== this.recalled!.fingerprint) {
        // The deal's scores no longer hold: a fresh deck deals anew, a next page scores its people anew.
        this.recalled = undefined
        if (this.restartOnChange) return 'changed'
        return this.check(ids)
      }
      this.fingerprint = fingerprint
      const versions = new Map(rows.map((row) => [row.userId, row.version]))
      for (const id of light) {
        const dealt = memo.get(id)!
        // Left the deck since: dropped. An edited card since the deal: read and scored again, below.
        if (!versions.has(id)) gone.add(id)
        else if (versions.get(id) === dealt.version) this.known.set(id, { userId: id, ...dealt })
      }
    }
    const unknown = ids.filter((id) => !this.known.has(id) && !gone.has(id))
    if (unknown.length > 0) {
      const me = await this.caller()
      if (me) this.know(await scoreIds(await this.ranking(me), unknown))
    }
    // Dealt people who left the deck since (swiped, hidden, blocked) drop out; the order stays.
    return ids.flatMap((id) => (this.known.has(id) ? [this.known.get(id)!] : []))
  }
}

/**
 * The next stretch of the order, ranked: read from `after` (the top of the deck when undefined) until
 * it holds POOL_MIN candidates or the deck ends, plus, on a fresh deck, the people who liked the caller.
 * Anyone a whole stretch behind where the reading ended has waited long enough: they come first.
 */
async function dealStretch(
  deck: Ranking,
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
  const read: Read[] = []
  for (const [at, row] of rows.entries()) if (!row.swiped && !seen.has(row.userId)) read.push({ row, at })
  // Who liked the caller, wherever the order puts them: asked only of people someone liked.
  const likers: PersonRow[] = []
  if (after === undefined && deck.me.likesReceived > 0) {
    const known = new Set(read.map(({ row }) => row.userId))
    for (const liker of await candidateRows(deck, [], true)) {
      if (known.has(liker.userId) || seen.has(liker.userId)) continue
      // From beyond the stretch: later stretches must not deal them again.
      seen.add(liker.userId)
      likers.push(liker)
    }
  }
  return { order: rankRead(deck, read, rows.length, likers), end, allSwiped: rows.every((row) => row.swiped) }
}

/** A candidate read in the order, and how many positions from the start of the reading it stood. */
type Read = { row: PersonRow; at: number }

/**
 * Candidates ranked by score, people who liked the caller from further down (`likers`) among them.
 * Anyone a whole stretch behind where the reading ended (`positions` read) has waited long enough: they
 * come first, so low scorers cannot pin the frontier and make the walk grow with the caller's swipes.
 */
function rankRead(deck: Ranking, read: Read[], positions: number, likers: PersonRow[]): Scored[] {
  const scored = scoreRows(deck, [...read.map(({ row }) => row), ...likers])
  return sortScored(scored, new Map(read.map(({ row, at }) => [row.userId, at])), positions)
}

/** Each row scored for the caller; people who already top many other decks give way (exposure.ts). */
function scoreRows(deck: Ranking, rows: PersonRow[]): Scored[] {
  const damped = exposureOf(deck.db).dampedFor(deck.viewerId)
  return rows.map((row) => {
    const candidate = scoreCandidate(deck.me, row, deck.rates, deck.now)
    candidate.score *= damped.get(row.userId) ?? 1
    return candidate
  })
}

/** Best first; `index` says where each was read (people from further down: at `positions`). */
function sortScored(scored: Scored[], index: Map<string, number>, positions: number): Scored[] {
  // Sort keys worked out once per candidate, not once per comparison.
  const keyed = scored.map((candidate) => {
    const at = index.get(candidate.row.userId) ?? positions
    return { candidate, at, overdue: at < positions - STRETCH }
  })
  keyed.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      b.candidate.score - a.candidate.score ||
      a.at - b.at ||
      (a.candidate.row.userId < b.candidate.row.userId ? -1 : 1),
  )
  return keyed.map(({ candidate }) => candidate)
}

/** The given people who are still in the deck, scored. */
async function scoreIds(deck: Ranking, ids: string[]): Promise<Scored[]> {
  if (ids.length === 0) return []
  const rows = await candidateRows(deck, ids, false)
  return rows.map((row) => scoreCandidate(deck.me, row, deck.rates, deck.now))
}

/** The given people who are still in the deck; with `likers`, also who liked the caller and is. */
async function candidateRows(deck: Ranking, ids: string[], likers: boolean) {
  const shape = checkShape(deck.viewerId, deck.filters)
  const values = { ...valuesOf({ viewerId: deck.viewerId }, deck.filters), places: deck.places, ids }
  return runCandidatesStatement(deck.db, shape, values, likers)
}

/** The shape of a statement asking about given people of the deck: its filters, no tier or position. */
const checkShape = (viewerId: string, filters: DiscoverFilters) =>
  shapeOf({ scope: { viewerId }, filters, tiered: false, tier: 2, take: 0 })
