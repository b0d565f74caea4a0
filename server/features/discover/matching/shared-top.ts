import { LRUCache } from 'lru-cache'
import type { Db } from '../../../db/client'
import type { DiscoverCursor } from '../cursor'
import type { DiscoverFilters, DiscoverRow } from '../discover-query'
import { deckKey } from '../frontier'
import { positionOf, shapeOf, valuesOf } from '../service'
import { runDealtCheckStatement, runDiscoverStatement } from '../statements'
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

/**
 * How often a shared top is checked against the database: its people still in the deck, their cards
 * as read. A page served from it then shows nobody hidden, suspended or edited longer ago than this,
 * while every caller of a busy province in that moment shares one light statement (docs/decisions/042).
 */
export const CHECK_MS = 1_000

// A deck per province and filter set in use: a few hundred at most, each some 200 rows.
const MAX_DECKS = 300
interface Entry {
  top: Promise<SharedTop>
  checkedAt: number
}
const caches = new WeakMap<Db, LRUCache<string, Entry>>()

/**
 * The top of a deck as every caller of a province with the same filters sees it before their own swipes
 * are taken out (docs/decisions/042): read once per `maxAgeMs` on each instance and shared, so dealing a
 * first page reads no stretch of its own, and checked again every CHECK_MS, read anew when anyone in it
 * changed. Callers asking at the same moment wait for one read or check. A caller takes out whom they
 * swiped (blocks included: a block stores a pass each way) and themselves.
 */
export function sharedTop(db: Db, deck: SharedDeck, maxAgeMs: number): Promise<SharedTop> {
  // 0: read for this caller alone (tests that change people between two looks at a deck).
  if (maxAgeMs <= 0) return readTop(db, deck)
  const cache = caches.get(db) ?? new LRUCache<string, Entry>({ max: MAX_DECKS })
  caches.set(db, cache)
  const key = JSON.stringify([deck.province, deck.places, deck.stretch, deckKey(deck.filters)])
  const now = Date.now()
  const entry = cache.get(key)
  if (entry && now - entry.checkedAt < CHECK_MS) return entry.top
  const top = entry
    ? entry.top.then(async (top) => ((await unchanged(db, deck, top)) ? top : readTop(db, deck)))
    : readTop(db, deck)
  // A new read lives `maxAgeMs`; a check keeps the read's time left.
  if (entry) {
    entry.top = top
    entry.checkedAt = now
  } else cache.set(key, { top, checkedAt: now }, { ttl: maxAgeMs })
  // A failed read or check is not kept: the next caller tries again.
  top.catch(() => cache.get(key)?.top === top && cache.delete(key))
  return top
}

/** Whether everyone in `top` is still in the deck with the card version it read. */
async function unchanged(db: Db, { filters, places }: SharedDeck, top: SharedTop) {
  const shape = {
    ...shapeOf({ scope: { demo: true }, filters, tiered: false, tier: 2, take: 0 }),
    shared: true,
  }
  const values = { ...valuesOf({ demo: true }, filters), places, ids: top.rows.map((row) => row.userId) }
  const rows = await runDealtCheckStatement(db, shape, values)
  if (rows.length !== top.rows.length) return false
  const versions = new Map(rows.map((row) => [row.userId, row.version]))
  return top.rows.every((row) => versions.get(row.userId) === row.version)
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
