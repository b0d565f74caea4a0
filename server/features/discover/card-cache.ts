import type { CardReason, DiscoverCard } from '@shared/schemas/discover'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client'
import { toPublicProfileJson } from '../people'
import { type CardRow, cardsSelect } from './discover-query'

/** A Discover card already serialized as JSON: pages are joined from these without parsing them again. */
export type CardJson = string & { readonly __card: DiscoverCard }
/** The person's part of a card, the same for every viewer: what the cache keeps. */
type PersonJson = string & { readonly __person: Omit<DiscoverCard, 'reasons'> }

interface Cached {
  version: string
  json: PersonJson
}

// About 1 KB a card: 20,000 cards is some 20 MB, room for the people most decks start with.
export const MAX_CARDS = 20_000

// Per database, since tests open many; the cards of one database are never served from another's.
const caches = new WeakMap<Db, LRUCache<string, Cached>>()
function cacheOf(db: Db) {
  const cache = caches.get(db) ?? new LRUCache<string, Cached>({ max: MAX_CARDS })
  caches.set(db, cache)
  return cache
}
// Prepared once per database: with one array parameter, every page's misses share one statement and plan.
const statements = new WeakMap<Db, ReturnType<ReturnType<typeof cardsSelect>['prepare']>>()

/**
 * The cards of a Discover page, in page order (docs/decisions/011). The ranking statement says who is on
 * the page and which version of each card to show (profile and person `updated_at`); a card is rendered
 * once per version and then shared by every viewer whose deck holds that person. Nobody sees a card the
 * ranking did not just allow, and an edit shows at once, since it changes the version.
 */
export async function renderCards(
  db: Db,
  page: { userId: string; version: string; reasons?: CardReason[] }[],
): Promise<CardJson[]> {
  const cache = cacheOf(db)

  // Hits are taken now: the LRU may drop them while the misses are being fetched.
  const cards = page.map(({ userId, version }) => {
    const cached = cache.get(userId)
    return cached?.version === version ? cached.json : undefined
  })
  const missing = page.filter((_, index) => cards[index] === undefined).map(({ userId }) => userId)
  if (missing.length > 0) {
    const fetched = new Map<string, PersonJson>()
    const statement = statements.get(db) ?? cardsSelect(db).prepare('discover_cards')
    statements.set(db, statement)
    for (const row of await statement.execute({ userIds: missing })) {
      const json = JSON.stringify(toCard(row)) as PersonJson
      cache.set(row.userId, { version: row.version, json })
      fetched.set(row.userId, json)
    }
    for (const [index, { userId }] of page.entries()) cards[index] ??= fetched.get(userId)
  }
  // Someone who left Discover between the two statements has no card now and drops out of the page.
  return cards.flatMap((card, index) => (card === undefined ? [] : [withReasons(card, page[index]!.reasons)]))
}

/**
 * Cards read along with another statement (a ranked deck's likers, read with their cards): kept as
 * renderCards keeps those it reads, so the page asks for none of them again. Rows without a card's
 * fields are left out.
 */
export function primeCards(db: Db, rows: Partial<CardRow>[]) {
  const cache = cacheOf(db)
  for (const row of rows) {
    if (row.firstName === undefined || cache.get(row.userId!)?.version === row.version) continue
    cache.set(row.userId!, {
      version: row.version!,
      json: JSON.stringify(toCard(row as CardRow)) as PersonJson,
    })
  }
}

// The viewer's reasons close the shared JSON of the person: `{...}` becomes `{...,"reasons":[...]}`.
const withReasons = (person: PersonJson, reasons: CardReason[] = []) =>
  `${person.slice(0, -1)},"reasons":${JSON.stringify(reasons)}}` as CardJson

// Completed in place rather than spread: spreading the picked fields into a new object costs about
// twenty times as much.
export const toCard = (row: CardRow): Omit<DiscoverCard, 'reasons'> =>
  Object.assign(toPublicProfileJson(row, row.createdAt, row.updatedAt), {
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
    },
  })
