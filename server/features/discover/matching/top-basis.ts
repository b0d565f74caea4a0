import type { CardReason } from '@shared/schemas/discover'
import type { PersonRow } from './candidates-query'
import type { ScoredMemo } from './dealt-cache'
import type { LearnedRates } from './learned-rates'
import { type Ground, groundOf, type KindParts, kindParts, reasonsOf } from './score'
import type { SharedTop } from './shared-top'

/**
 * What scoring a shared top (shared-top.ts) needs that no caller changes, worked out once per top: where
 * each person stands in it, their skills and interest words, and, once per caller kind and learned
 * rates, the kind's parts of every score (score.ts kindParts). A deal from the top is then left with
 * each caller's own part (common ground, nearness, who liked them): a few multiplications a person
 * instead of a full score (docs/decisions/042).
 */
export class TopBasis {
  /** Where each person of the top stands in it. */
  readonly index = new Map<string, number>()
  readonly grounds: Ground[]
  private kinds = new Map<string, { rates: LearnedRates; parts: KindParts[] }>()

  constructor(readonly top: SharedTop) {
    for (const [at, row] of top.rows.entries()) this.index.set(row.userId, at)
    this.grounds = top.rows.map(groundOf)
  }

  /** Each person's parts for a caller of `kind`; worked out again when the learned rates were. */
  partsFor(kind: string, rates: LearnedRates): KindParts[] {
    const known = this.kinds.get(kind)
    if (known?.rates === rates) return known.parts
    // The top's read time stands for "now": activity counts whole days, and a top lives a minute.
    const parts = this.top.rows.map((row) => kindParts(kind, row, rates, this.top.at))
    this.kinds.set(kind, { rates, parts })
    return parts
  }

  /**
   * The top's people as a caller's deal scored them (dealt-cache.ts), but for those out of their deck
   * (`out`, by position): card versions as read, reasons worked out for the cards a page shows.
   */
  memoFor(me: PersonRow, rates: LearnedRates, out: number[]): ScoredMemo {
    const reasons = new Map<number, CardReason[]>()
    const { index, top } = this
    const at = (userId: string) => {
      const position = index.get(userId)
      return position === undefined || out[position] === 1 ? undefined : position
    }
    return {
      has: (userId) => at(userId) !== undefined,
      get: (userId) => {
        const position = at(userId)
        if (position === undefined) return undefined
        const row = top.rows[position]!
        return {
          version: row.version,
          get reasons() {
            const known = reasons.get(position!) ?? reasonsOf(me, row, rates)
            reasons.set(position!, known)
            return known
          },
        }
      },
    }
  }
}

const bases = new WeakMap<SharedTop, TopBasis>()

/** The basis of `top`, made when first asked. */
export function basisOf(top: SharedTop) {
  let basis = bases.get(top)
  if (!basis) {
    basis = new TopBasis(top)
    bases.set(top, basis)
  }
  return basis
}
