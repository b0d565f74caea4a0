import { LRUCache } from 'lru-cache'
import type { Db } from '../../../db/client'
import type { DiscoverCursor } from '../cursor'
import type { DiscoverFilters, DiscoverRow } from '../discover-query'
import { deckKey } from '../frontier'
import { positionOf, shapeOf, valuesOf } from '../service'
import { runDiscoverStatement } from '../statements'
import type { PersonRow } from './candidates-query'

/** The top of a deck for everyone of a province: its first `stretch` positions, with what the ranking knows. */
export interface SharedTop {
  rows: (DiscoverRow & PersonRow)[]
  /** Where a caller's own walk goes on after the shared rows; null when the deck ends within them. */
  end: DiscoverCursor | null
  at: number
}

export interface SharedDeck {
  filters: DiscoverFilters
  /** The caller's province (tier 1 of an untargeted deck), lower case as stored. */
  province: string | null
  /** The Within filter's places, when it is used. */
  places: string[] | undefined
  stretch: number
}

// A deck per province and filter set in use: a few hundred at most, each some 200 rows.
const MAX_DECKS = 300
const caches = new WeakMap<Db, LRUCache<string, Promise<SharedTop>>>()

/**
 * The top of a deck as every caller of a province with the same filters sees it before their own swipes
 * are taken out (docs/decisions/042): read once per `maxAgeMs` on each instance and shared, so dealing a
 * first page reads no stretch of its own. Callers asking at the same moment wait for one read. A caller
 * takes out whom they swiped, themselves and, like every dealt page, checks the people served against
 * the database again: someone hidden, blocked or edited since the read is never shown as they were.
 */
export function sharedTop(db: Db, deck: SharedDeck, maxAgeMs: number): Promise<SharedTop> {
  // 0: read for this caller alone (tests that change people between two looks at a deck).
  if (maxAgeMs <= 0) return readTop(db, deck)
  const cache = caches.get(db) ?? new LRUCache<string, Promise<SharedTop>>({ max: MAX_DECKS })
  caches.set(db, cache)
  const key = JSON.stringify([deck.province, deck.places, deck.stretch, deckKey(deck.filters)])
  const cached = cache.get(key)
  if (cached) return cached
  const read = readTop(db, deck)
  cache.set(key, read, { ttl: maxAgeMs })
  // A failed read is not kept: the next caller tries again.
  read.catch(() => cache.get(key) === read && cache.delete(key))
  return read
}

async function readTop(db: Db, { filters, province, places, stretch }: SharedDeck): Promise<SharedTop> {
  const at = Date.now()
  // As a caller's walk (service.ts walkDeck): a location or a radius has no "your province" tier.
  const tiered = !filters.location && !filters.within
  const rows: SharedTop['rows'] = []
  for (const tier of tiered ? ([1, 2] as const) : ([2] as const)) {
    const take = stretch + 1 - rows.length
    const shape = { ...shapeOf({ scope: { demo: true }, filters, tiered, tier, take }), shared: true }
    const values = { ...valuesOf({ demo: true }, filters), places, province }
    rows.push(...((await runDiscoverStatement(db, shape, values)) as SharedTop['rows']))
    if (rows.length > stretch) break
  }
  const top = rows.slice(0, stretch)
  return { rows: top, end: rows.length > stretch ? positionOf(top.at(-1)!) : null, at }
}
