import type { CardReason } from '@shared/schemas/discover'
import type { PersonRow } from './candidates-query'
import type { ScoredMemo } from './dealt-cache'
import type { LearnedRates } from './learned-rates'
import { groundFactor, groundOf, type KindParts, kindParts, reasonsOf } from './score'
import type { SharedTop } from './shared-top'
import { WEIGHTS } from './weights'

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
  private kinds = new Map<string, { rates: LearnedRates; parts: KindParts[] }>()
  /** Who lists each skill and interest word (lower case), by position: a caller looks up their own few. */
  private skillHolders = new Map<string, number[]>()
  private wordHolders = new Map<string, number[]>()
  /** Each person's listed place and province as a number, equal for equal texts; -1 for none. */
  private places = new Numbering()
  private provinces = new Numbering()
  private placeOf: number[]
  private provinceOf: number[]

  constructor(readonly top: SharedTop) {
    for (const [at, row] of top.rows.entries()) {
      this.index.set(row.userId, at)
      const { skillList, wordList } = groundOf(row)
      for (const skill of skillList) holders(this.skillHolders, skill).push(at)
      for (const word of wordList) holders(this.wordHolders, word).push(at)
    }
    this.placeOf = top.rows.map((row) => this.places.of(row.locationKey))
    this.provinceOf = top.rows.map((row) => this.provinces.of(row.province))
  }

  /**
   * The caller's own part of every score (score.ts pairFactor: common ground and nearness), by
   * position: shared skills and words counted from the caller's few through who lists each, places
   * compared as numbers.
   */
  pairFactors(me: PersonRow): number[] {
    const size = this.top.rows.length
    const ground = groundOf(me)
    const skills = countHolders(this.skillHolders, ground.skillList, size)
    const words = countHolders(this.wordHolders, ground.wordList, size)
    // -2: nobody's, not even the people with no place (-1).
    const place = me.locationKey ? (this.places.known(me.locationKey) ?? -2) : -2
    const province = me.province ? (this.provinces.known(me.province) ?? -2) : -2
    const pair: number[] = new Array(size)
    for (let at = 0; at < size; at += 1) {
      const near =
        this.placeOf[at] === place
          ? WEIGHTS.samePlace
          : this.provinceOf[at] === province
            ? WEIGHTS.sameProvince
            : 1
      pair[at] = groundFactor(skills[at]!, words[at]!) * near
    }
    return pair
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

/** Small numbers for texts: equal texts, equal numbers; none (null or empty) is -1. */
class Numbering {
  private numbers = new Map<string, number>()
  of(text: string | null) {
    if (!text) return -1
    let number = this.numbers.get(text)
    if (number === undefined) {
      number = this.numbers.size
      this.numbers.set(text, number)
    }
    return number
  }
  known(text: string) {
    return this.numbers.get(text)
  }
}

function holders(map: Map<string, number[]>, key: string) {
  let list = map.get(key)
  if (!list) {
    list = []
    map.set(key, list)
  }
  return list
}

/** How many of `keys` each position lists. */
function countHolders(map: Map<string, number[]>, keys: string[], size: number) {
  const counts: number[] = new Array(size).fill(0)
  for (const key of keys) for (const at of map.get(key) ?? []) counts[at] = counts[at]! + 1
  return counts
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
