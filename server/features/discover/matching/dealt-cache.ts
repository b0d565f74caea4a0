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
}

// About 2.5 KB a deck: 5,000 decks is some 12 MB.
const MAX_DECKS = 5_000
const caches = new WeakMap<Db, LRUCache<string, Dealt>>()

/**
 * A caller's fresh deck dealt within `maxAgeMs` on this instance, if nothing it depended on changed:
 * opening Discover again within a minute (another tab, back from a chat) serves the same order without
 * reading and scoring a stretch anew. Its people are checked again as they are served (swiped, hidden,
 * blocked and filtered people drop out); an undo, a like received or the caller's own edit deals anew,
 * and learned rates and newcomers reach it within `maxAgeMs`, as they reach every deck.
 */
export function recallDeal(db: Db, key: string, fingerprint: string, maxAgeMs: number) {
  const dealt = caches.get(db)?.get(key)
  if (!dealt || dealt.fingerprint !== fingerprint || Date.now() - dealt.at >= maxAgeMs) return undefined
  return dealt
}

export function rememberDeal(db: Db, key: string, dealt: Dealt) {
  const cache = caches.get(db) ?? new LRUCache<string, Dealt>({ max: MAX_DECKS })
  caches.set(db, cache)
  cache.set(key, dealt)
}
