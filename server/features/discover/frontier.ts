import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { prepareSql, queryRows } from '../../db/prepare'
import type { DiscoverRow, DiscoverValues } from './discover-query'

/**
 * A caller's frontier in one deck (docs/decisions/021): everyone ranked above this position had been
 * swiped, except people whose profile changed after `sinceMicros`. People swipe from the top of their
 * deck, so without it every page would walk past all their swipes first.
 */
export interface Frontier {
  available: boolean
  micros: string
  userId: string
  sinceMicros: string
}

/** What one read of the frontiers says: the frontiers by deck, and what a write must find unchanged. */
export interface FrontierRead {
  frontiers: Map<string, Frontier>
  undoCount: number
  province: string | null
}

type Position = Pick<Frontier, 'available' | 'micros' | 'userId'>

// Below every profile: a deck with no one left to swipe.
const BOTTOM: Position = { available: false, micros: '0', userId: '00000000-0000-0000-0000-000000000000' }
// A frontier whose `since` is older is written again, so that the people changed since stay few.
const REFRESH_MICROS = 10n * 60n * 1_000_000n

/** A deck: the tier and every filter value, hashed. A frontier holds for that deck only. */
export const deckKey = (deck: object) =>
  createHash('sha1').update(JSON.stringify(deck)).digest('base64url').slice(0, 22)

const statements = new WeakMap<Db, ReturnType<typeof prepareRead>>()

const prepareRead = (db: Db) =>
  prepareSql<{
    deck: string | null
    available: boolean | null
    micros: string | null
    user_id: string | null
    since_micros: string | null
    undo_count: number | null
    province: string | null
  }>(
    db,
    'discover_frontiers_read',
    // Only frontiers taken in the caller's current province count: their first tier depends on it.
    sql`select f.deck, f.is_available_for_work as available, ${micros(sql`f.updated_at`)} as micros,
      f.rank_user_id as user_id, ${micros(sql`f.since`)} as since_micros, v.undo_count, me.province
    from profiles me
    left join discover_viewers v on v.user_id = me.user_id
    left join discover_frontiers f on f.user_id = me.user_id
      and f.deck = any(${sql.placeholder('decks')}::text[]) and f.province is not distinct from me.province
    where me.user_id = ${sql.placeholder('viewerId')}::uuid`,
  )

export async function readFrontiers(db: Db, viewerId: string, decks: string[]): Promise<FrontierRead> {
  const read = statements.get(db) ?? prepareRead(db)
  statements.set(db, read)
  const rows = await read({ viewerId, decks })
  const frontiers = new Map<string, Frontier>()
  for (const row of rows) {
    if (row.deck === null) continue
    frontiers.set(row.deck, {
      available: row.available!,
      micros: String(row.micros),
      userId: row.user_id!,
      sinceMicros: String(row.since_micros),
    })
  }
  return { frontiers, undoCount: rows[0]?.undo_count ?? 0, province: rows[0]?.province ?? null }
}

export const frontierValues = (frontier: Frontier): Partial<DiscoverValues> => {
  // In the frontier's own group, above it; every available person ranks above a busy frontier, and no
  // busy person above an available one.
  const above = (available: boolean) =>
    frontier.available === available ? frontier : available ? BOTTOM : BEYOND
  return {
    frontierAvailable: frontier.available,
    frontierMicros: frontier.micros,
    frontierUserId: frontier.userId,
    sinceMicros: frontier.sinceMicros,
    aboveAvailableMicros: above(true).micros,
    aboveAvailableUserId: above(true).userId,
    aboveBusyMicros: above(false).micros,
    aboveBusyUserId: above(false).userId,
  }
}

// Above every profile, for a bound nothing passes (year 9999 in microseconds).
const BEYOND: Position = {
  available: true,
  micros: '253402300799000000',
  userId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
}

/**
 * The deck's new frontier after a walk from its top (no cursor), or undefined to keep the old one. The
 * first person found is the best ranked one not swiped, so everyone above them was swiped. If that
 * person changed after `since` and ranks above the old frontier, the old one stays: moving it up would
 * make the next walks pass every swipe between the two again.
 */
export function nextFrontier(old: Frontier | undefined, rows: DiscoverRow[], nowMicros: bigint) {
  const first = rows[0]
  const top: Position = first
    ? { available: first.isAvailableForWork, micros: first.rankMicros, userId: first.userId }
    : BOTTOM
  if (!old) return top
  const order = compare(top, old)
  if (order > 0) return undefined
  if (order === 0 && nowMicros - BigInt(old.sinceMicros) < REFRESH_MICROS) return undefined
  return top
}

/** Whether a deck's frontier is below everyone: the caller swiped all of it (bar people changed since). */
export const isBottom = (frontier: Position | undefined) =>
  frontier !== undefined && compare(frontier, BOTTOM) === 0

/** Whether a cursor lies above the frontier: only then does its page need the frontier at all. */
export const isAbove = (position: Position, frontier: Position) => compare(position, frontier) > 0

const compare = (a: Position, b: Position) =>
  Number(a.available) - Number(b.available) ||
  Math.sign(Number(BigInt(a.micros) - BigInt(b.micros))) ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)

/**
 * Stores a frontier, unless an undo came after `read`: a swipe undone since may lie above it. The
 * upsert of the viewer row locks it, as undo does (rewindFrontiers), so the two never interleave.
 * `since` is a minute early: a profile saved by a transaction that started before this write but
 * committed after the walk carries an updated_at up to that much older.
 */
export async function writeFrontier(
  db: Db,
  {
    viewerId,
    deck,
    position,
    read,
    tier,
  }: { viewerId: string; deck: string; position: Position; read: FrontierRead; tier: 1 | 2 | null },
) {
  await db.execute(sql`
    with viewer as (
      insert into discover_viewers (user_id) values (${viewerId}::uuid)
      on conflict (user_id) do update set undo_count = discover_viewers.undo_count
      returning undo_count
    )
    insert into discover_frontiers
      (user_id, deck, is_available_for_work, updated_at, rank_user_id, since, province, tier)
    select ${viewerId}::uuid, ${deck}, ${position.available}::boolean,
      timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond',
      ${position.userId}::uuid, now() - interval '1 minute', ${read.province}::text, ${tier}::smallint
    from viewer where viewer.undo_count = ${read.undoCount}::int
    on conflict (user_id, deck) do update set is_available_for_work = excluded.is_available_for_work,
      updated_at = excluded.updated_at, rank_user_id = excluded.rank_user_id, since = excluded.since,
      province = excluded.province, tier = excluded.tier`)
}

/**
 * An undone swipe puts its person back in the caller's decks: every frontier below them moves up to
 * them (in a tier of the other province, they are no member), and the undo is counted so that a
 * frontier computed before it is not stored after it.
 */
export async function rewindFrontiers(db: Db, viewerId: string, swipedId: string) {
  await db.execute(sql`
    insert into discover_viewers (user_id, undo_count) values (${viewerId}::uuid, 1)
    on conflict (user_id) do update set undo_count = discover_viewers.undo_count + 1`)
  await db.execute(sql`
    update discover_frontiers f
    set is_available_for_work = p.is_available_for_work, updated_at = p.updated_at, rank_user_id = p.user_id
    from profiles p
    where f.user_id = ${viewerId}::uuid and p.user_id = ${swipedId}::uuid
      and (p.is_available_for_work, p.updated_at, p.user_id) > (f.is_available_for_work, f.updated_at, f.rank_user_id)
      and (f.tier is null or (f.tier = 1) = (p.province is not distinct from f.province))`)
}

const micros = (column: ReturnType<typeof sql>) =>
  sql`(extract(epoch from ${column}) * 1000000)::bigint::text`

/**
 * A swipe on the person right below a frontier moves it down to them, so a whole session of swiping
 * leaves the next visit's first page as cheap as the first: only decks without filters, whose members
 * the rank and province say. "Right below": no one the caller may still see lies between the two (people
 * nobody is dealt, the suspended and moderators, as `dealable` in discover-query.ts says, do not count).
 * The viewer row is locked first, in a statement of its own, so that the check runs on a snapshot
 * taken after any undo of this caller that committed meanwhile (an undo locks it too).
 */
export async function advanceFrontiers(db: Db, viewerId: string, swipedId: string) {
  const [viewer] = await queryRows(
    db,
    sql`select 1 from discover_viewers where user_id = ${viewerId}::uuid for update`,
  )
  if (!viewer) return
  const between = (q: string, low: string, high: string) =>
    sql.raw(`(${q}.is_available_for_work, ${q}.updated_at, ${q}.user_id)
      > (${low}.is_available_for_work, ${low}.updated_at, ${low}.${low === 'f' ? 'rank_user_id' : 'user_id'})
      and (${q}.is_available_for_work, ${q}.updated_at, ${q}.user_id)
      < (${high}.is_available_for_work, ${high}.updated_at, ${high}.${high === 'f' ? 'rank_user_id' : 'user_id'})`)
  await db.execute(sql`
    update discover_frontiers f
    set is_available_for_work = p.is_available_for_work, updated_at = p.updated_at, rank_user_id = p.user_id
    from profiles p
    where f.user_id = ${viewerId}::uuid and f.tier is not null and p.user_id = ${swipedId}::uuid
      and (p.is_available_for_work, p.updated_at, p.user_id) < (f.is_available_for_work, f.updated_at, f.rank_user_id)
      and (f.tier = 1) = (p.province is not distinct from f.province)
      and not exists (
        select 1 from profiles q join users u on u.id = q.user_id
        where q.show_in_discovery = true and q.profile_visibility = 'public'
          and u.suspended_at is null and not u.is_moderator
          and q.user_id <> ${viewerId}::uuid and ${between('q', 'p', 'f')}
          and (f.tier = 1) = (q.province is not distinct from f.province)
          and not exists (select 1 from swipes s where s.swiper_id = ${viewerId}::uuid and s.swiped_id = q.user_id))`)
}
