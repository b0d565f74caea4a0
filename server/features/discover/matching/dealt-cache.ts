import type { CardReason } from '@shared/schemas/discover'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../../db/client'
import type { DiscoverCursor } from '../cursor'

/** A fresh deck's ranked order as dealt: what a cursor would carry, and what it depended on. */
export interface Dealt {
  order: string[]
  end: DiscoverCursor | null
  seen: string[]
  /** The caller's undo count, likes received and profile version when it was dealt. */
  fingerprint: string
  at: number
  /** Each dealt person's card version and reasons, as scored: a page checks them with one light statement. */
  scored: ScoredMemo
}

/** A dealt person's card version and reasons, as scored; the reasons may be worked out when first read. */
export interface ScoredMemo {
  has(userId: string): boolean
  get(userId: string): { version: string; reasons: CardReason[] } | undefined
}

// Up to some 25 KB a deck with its reasons: 2,000 decks (the callers of the last half minute) is 50 MB.
const MAX_DECKS = 2_000
const caches = new WeakMap<Db, LRUCache<string, Dealt>>()

/**
 * A caller's fresh deck dealt within `maxAgeMs` on this instance: opening Discover again within a
 * minute (another tab, back from a chat), or the next page of that deal, is served from it without
 * reading and scoring a stretch anew. Its people are checked again as they are served (swiped, hidden,
 * blocked and filtered people drop out, an edited card is scored again); an undo, a like received or the
 * caller's own edit (the fingerprint, which the caller of this checks) deals anew, and learned rates and
 * newcomers reach it within `maxAgeMs`, as they reach every deck.
 */
export function recallDeal(db: Db, key: string, maxAgeMs: number) {
  const dealt = caches.get(db)?.get(key)
  if (!dealt || Date.now() - dealt.at >= maxAgeMs) return undefined
  return dealt
}

export function rememberDeal(db: Db, key: string, dealt: Dealt) {
  const cache = caches.get(db) ?? new LRUCache<string, Dealt>({ max: MAX_DECKS })
  caches.set(db, cache)
  cache.set(key, dealt)
}
