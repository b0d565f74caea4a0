import { LRUCache } from 'lru-cache'
import type { Db } from '../../../db/client'
import { WEIGHTS } from './weights'

/**
 * How often each person tops the decks this instance dealt lately (docs/decisions/042: "no one is everyone's first
 * card"). It keeps the first cards of the latest fresh deck of each of the last WINDOW callers and counts,
 * per person, in how many of those they are. Someone in more than a set share of them is damped
 * (dampedFor), so the people most liked do not fill every first page and starve everyone else.
 * Per instance: behind a load balancer each instance sees a like share of callers, so the share is
 * about the same everywhere.
 */
class Exposure {
  private counts = new Map<string, number>()
  /** Whoever is counted more than HOT_COUNT times: the only people damping can touch. */
  private hot = new Set<string>()
  /** Counts changes (a caller's page in or out), for the shared answer's age. */
  private records = 0
  private shared: { records: number; size: number; damped: Map<string, number> } | undefined
  private latest = new LRUCache<string, string[]>({
    max: WEIGHTS.exposureWindow,
    dispose: (ids) => this.count(ids, -1),
  })

  /** The first cards of `viewerId`'s fresh deck, replacing that caller's earlier ones. */
  record(viewerId: string, ids: string[]) {
    const first = ids.slice(0, WEIGHTS.exposureFirstCards)
    // set() disposes the caller's earlier page (its ids counted down) before the new one counts.
    this.latest.set(viewerId, first)
    this.count(first, 1)
  }

  /**
   * The candidates whose score is multiplied by less than 1 for `viewerId`, with the factor: none until
   * enough callers were seen, else whoever tops more than the set share of the other callers' decks,
   * less the further above it. A deal looks up its few people here instead of asking for each of the
   * some 200 it scores. For a caller with no first cards of their own in the window (most callers), the
   * answer is shared and worked out again every STALE_RECORDS deals: a share is then off by at most
   * STALE_RECORDS / exposureWindow (1.6%).
   */
  dampedFor(viewerId: string): ReadonlyMap<string, number> {
    // peek: asking must not make the viewer's own first cards look recent.
    const own = this.latest.peek(viewerId)
    const others = this.latest.size - (own ? 1 : 0)
    if (others < WEIGHTS.exposureMinCallers) return NONE
    if (own) return this.damped(others, own)
    const shared = this.shared
    if (shared && shared.size === this.latest.size && this.records - shared.records < STALE_RECORDS)
      return shared.damped
    const damped = this.damped(others)
    this.shared = { records: this.records, size: this.latest.size, damped }
    return damped
  }

  /** Over the hot people only: nobody else can pass the share. */
  private damped(others: number, own?: string[]) {
    const damped = new Map<string, number>()
    for (const id of this.hot) {
      const share = (this.counts.get(id)! - (own?.includes(id) ? 1 : 0)) / others
      if (share > WEIGHTS.exposureShare)
        damped.set(id, (WEIGHTS.exposureShare / share) ** WEIGHTS.exposurePower)
    }
    return damped
  }

  private count(ids: string[], by: 1 | -1) {
    this.records += 1
    for (const id of ids) {
      const count = (this.counts.get(id) ?? 0) + by
      if (count > 0) this.counts.set(id, count)
      else this.counts.delete(id)
      if (count > HOT_COUNT) this.hot.add(id)
      else this.hot.delete(id)
    }
  }
}

const NONE: ReadonlyMap<string, number> = new Map()
// A share above exposureShare of at least exposureMinCallers others needs more first pages than this.
const HOT_COUNT = WEIGHTS.exposureShare * WEIGHTS.exposureMinCallers
// How many count changes the shared answer of dampedFor may lag behind.
const STALE_RECORDS = 8

// Per database, since tests open many.
const exposures = new WeakMap<Db, Exposure>()

export function exposureOf(db: Db) {
  const exposure = exposures.get(db) ?? new Exposure()
  exposures.set(db, exposure)
  return exposure
}
