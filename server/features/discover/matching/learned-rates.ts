import { fieldOfProfession } from '@shared/options'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { queryRows } from '../../../db/prepare'
import { WEIGHTS } from './weights'

interface Tally {
  swipes: number
  likes: number
}

/**
 * The community's taste by kind (docs/decisions/042): how often people of one profession like people
 * of another, smoothed toward the same for their creative fields, and that toward everyone's like rate,
 * so that a pair seen a few times is barely trusted. Nothing here knows which professions go together:
 * it is all counted from swipes (swipe_kind_tallies).
 */
export class LearnedRates {
  readonly overall: number
  private readonly pairs = new Map<string, Tally>()
  private readonly fields = new Map<string, Tally>()
  // By kind, then kind: a deal asks for some 200 pairs, and a string key per question cost more than the answer.
  private readonly memo = new Map<string, Map<string, number>>()

  constructor(rows: { swiperKind: string; swipedKind: string; swipes: number; likes: number }[]) {
    const total: Tally = { swipes: 0, likes: 0 }
    for (const row of rows) {
      const tally = { swipes: Math.max(0, row.swipes), likes: Math.max(0, row.likes) }
      add(this.pairs, `${row.swiperKind}\n${row.swipedKind}`, tally)
      add(this.fields, `${fieldOf(row.swiperKind)}\n${fieldOf(row.swipedKind)}`, tally)
      add(total, undefined, tally)
    }
    // Before anyone swiped, a neutral guess: only the ratios to it matter.
    this.overall = (total.likes + 1) / (total.swipes + 3)
  }

  /** P(a person of kind `from` likes a person of kind `to`), smoothed. */
  rate(from: string, to: string): number {
    let row = this.memo.get(from)
    if (!row) {
      row = new Map<string, number>()
      this.memo.set(from, row)
    }
    const known = row.get(to)
    if (known !== undefined) return known
    const prior = WEIGHTS.priorSwipes
    const field = smooth(this.fields.get(`${fieldOf(from)}\n${fieldOf(to)}`), this.overall, prior)
    const rate = smooth(this.pairs.get(`${from}\n${to}`), field, prior)
    row.set(to, rate)
    return rate
  }

  /** How many swipes from kind `from` to kind `to` the community made. */
  swipes(from: string, to: string) {
    return this.pairs.get(`${from}\n${to}`)?.swipes ?? 0
  }
}

const smooth = (tally: Tally | undefined, prior: number, weight: number) =>
  ((tally?.likes ?? 0) + prior * weight) / ((tally?.swipes ?? 0) + weight)

function add(map: Map<string, Tally> | Tally, key: string | undefined, tally: Tally) {
  const target =
    map instanceof Map ? (map.get(key!) ?? map.set(key!, { swipes: 0, likes: 0 }).get(key!)!) : map
  target.swipes += tally.swipes
  target.likes += tally.likes
}

// Professions no field claims (Entrepreneur, Social Media Manager...) share one.
const fieldOf = (kind: string) => fieldOfProfession(kind) ?? 'other'

interface Cached {
  rates: LearnedRates
  loadedAt: number
  loading?: Promise<LearnedRates>
}
const caches = new WeakMap<Db, Cached>()

/**
 * The learned rates, read again once they are `maxAgeMs` old (a swipe reaches every deck within that
 * and one read). A stale copy is served while the next read runs, so no page waits for it but the first.
 */
export async function learnedRates(db: Db, maxAgeMs: number): Promise<LearnedRates> {
  const cached = caches.get(db)
  if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.rates
  if (cached?.loading) return cached.rates
  const loading = loadRates(db)
  if (cached) {
    cached.loading = loading
    loading.then(
      (rates) => caches.set(db, { rates, loadedAt: Date.now() }),
      () => {
        cached.loading = undefined
      },
    )
    return cached.rates
  }
  const rates = await loading
  caches.set(db, { rates, loadedAt: Date.now() })
  return rates
}

async function loadRates(db: Db) {
  const rows = await queryRows<{ swiper_kind: string; swiped_kind: string; swipes: number; likes: number }>(
    db,
    sql`select swiper_kind, swiped_kind, sum(swipes)::int as swipes, sum(likes)::int as likes
      from swipe_kind_tallies group by swiper_kind, swiped_kind`,
  )
  return new LearnedRates(
    rows.map((row) => ({
      swiperKind: row.swiper_kind,
      swipedKind: row.swiped_kind,
      swipes: Number(row.swipes),
      likes: Number(row.likes),
    })),
  )
}
