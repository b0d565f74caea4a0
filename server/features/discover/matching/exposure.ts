import { LRUCache } from 'lru-cache'
import type { Db } from '../../../db/client'
import { WEIGHTS } from './weights'

/**
 * How often each person tops the decks this instance dealt lately (issue 29: "no one is everyone's first
 * card"). It keeps the first cards of the latest fresh deck of each of the last WINDOW callers and counts,
 * per person, in how many of those they are. Someone in more than a set share of them is damped
 * (exposureFactor), so the people most liked do not fill every first page and starve everyone else.
 * Per instance: behind a load balancer each instance sees a like share of callers, so the share is
 * about the same everywhere.
 */
class Exposure {
  private counts = new Map<string, number>()
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
   * What a candidate's score is multiplied by for `viewerId`: 1 until enough callers were seen, or while
   * the candidate tops at most the set share of the other callers' decks; less the further above it.
   */
  factor(viewerId: string, candidateId: string) {
    return this.forViewer(viewerId)(candidateId)
  }

  /** factor() for one viewer and many candidates: what depends on the viewer alone, worked out once. */
  forViewer(viewerId: string): (candidateId: string) => number {
    // peek: asking must not make the viewer's own first cards look recent.
    const own = this.latest.peek(viewerId)
    const others = this.latest.size - (own ? 1 : 0)
    if (others < WEIGHTS.exposureMinCallers) return () => 1
    return (candidateId) => {
      const count = this.counts.get(candidateId)
      if (count === undefined) return 1
      const share = (count - (own?.includes(candidateId) ? 1 : 0)) / others
      return share > WEIGHTS.exposureShare ? (WEIGHTS.exposureShare / share) ** WEIGHTS.exposurePower : 1
    }
  }

  private count(ids: string[], by: 1 | -1) {
    for (const id of ids) {
      const count = (this.counts.get(id) ?? 0) + by
      if (count > 0) this.counts.set(id, count)
      else this.counts.delete(id)
    }
  }
}

// Per database, since tests open many.
const exposures = new WeakMap<Db, Exposure>()

export function exposureOf(db: Db) {
  const exposure = exposures.get(db) ?? new Exposure()
  exposures.set(db, exposure)
  return exposure
}
