import { EXPERIENCE_LEVELS, LOCATIONS, PROFESSIONS } from '@shared/options'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'

export interface DiscoverDataSize {
  profiles: number
  /** All swipes, the caller's included. */
  swipes: number
  /** How many people the benchmark's caller has already swiped, scattered over the ranking. */
  callerSwipes: number
  /** Deck swipers: each swiped the first N people of their own deck, as swiping does (one per N). */
  deckSwipes?: number[]
}

export const CALLER = { email: 'bench-caller@example.com', firstName: 'Bench', lastName: 'Caller' }

/** The sign-in of the deck swiper with index `index` of `deckSwipes`: persons 2, 3, ... */
export const deckSwiper = (index: number) => ({
  email: `bench-${index + 2}@example.com`,
  firstName: 'Deck',
  lastName: 'Swiper',
})

/** Skills people list, for generated profiles (also the matching bench's community). */
export const SKILLS = [
  'Figma',
  'Photoshop',
  'Illustrator',
  'React',
  'TypeScript',
  'Node.js',
  'Lightroom',
  'Premiere Pro',
  'Copywriting',
  'SEO',
  'Branding',
  'Typography',
  'Blender',
  'After Effects',
  'Procreate',
  'Animation',
  'Social Media',
  'Strategy',
  'UX Research',
  'Prototyping',
  'Video Editing',
  'Drone',
  'Photography',
  'Content Writing',
  'Editing',
  'Marketing',
  'Analytics',
  'Sound Design',
  'Music Production',
  'Print Design',
]
const FIRST_NAMES = [
  'Thandi',
  'Kagiso',
  'Zanele',
  'Bongani',
  'Anika',
  'Reza',
  'Palesa',
  'Ruan',
  'Naledi',
  'Sipho',
]
const LAST_NAMES = [
  'Nkosi',
  'Botha',
  'Dube',
  'Naidoo',
  'Pillay',
  'Mokoena',
  'van Wyk',
  'Khumalo',
  'Smith',
  'Zulu',
]

const list = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`
const pick = (values: readonly string[], index: string) =>
  `(${list(values)})[1 + (${index}) % ${values.length}]`
// Person n gets a fixed, valid id, so swipes can name people by number.
const uid = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`

/**
 * Bulk-loads `size.profiles` people with profiles and `size.swipes` swipes with set-based SQL
 * (INSERT ... SELECT generate_series), seconds instead of minutes of row-by-row inserts. Person 1 is
 * the caller; their swipes are spread over the whole ranking, as months of swiping would leave them.
 */
export async function loadDiscoverData(db: Db, size: DiscoverDataSize) {
  const steps: string[] = []
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    steps.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  await db.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows
    // Skipping the foreign-key triggers (superusers only) saves a lookup per row; the ids are valid by
    // construction.
    const [role] = await rows<{ rolsuper: boolean }>(
      sql`select rolsuper from pg_roles where rolname = current_user`,
    )
    if (role?.rolsuper) await tx.execute(sql`set local session_replication_role = replica`)
    // Building an index once over sorted data is far faster than a million random inserts into it:
    // the migration's secondary indexes are dropped for the load and recreated from their own definitions.
    const indexes = await rows<{ name: string; definition: string }>(sql`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname in ('profiles', 'swipes') and not x.indisprimary and t.relnamespace = 'public'::regnamespace`)
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`))
    await insertRows((label, text) => timed(label, () => tx.execute(sql.raw(text))), size)
    await timed(`${indexes.length} indexes`, async () => {
      for (const { definition } of indexes) await tx.execute(sql.raw(definition))
    })
  })
  // What the swipes taught the ranking (docs/decisions/042), counted as migration 0014 counts them.
  await timed('tallies', async () => {
    await db.execute(sql`delete from swipe_kind_tallies`)
    await db.execute(sql`delete from swipe_tallies`)
    for (const statement of TALLIES_SQL) await db.execute(sql.raw(statement))
  })
  // Fresh statistics for the planner, and a visibility map so index-only scans skip the heap.
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`))
  return steps
}

async function insertRows(run: (label: string, text: string) => Promise<void>, size: DiscoverDataSize) {
  const n = size.profiles

  await run(
    'users',
    `insert into users (id, email, first_name, last_name, created_at, updated_at, last_active_at)
    select ${uid('n')},
      case when n = 1 then '${CALLER.email}' else 'bench-' || n || '@example.com' end,
      case when n = 1 then '${CALLER.firstName}' else ${pick(FIRST_NAMES, 'n')} end,
      case when n = 1 then '${CALLER.lastName}' else ${pick(LAST_NAMES, 'n / 10')} end,
      now() - (n % 400) * interval '1 day', now() - (n % 400) * interval '1 day',
      now() - ((n * 7919) % 10080) * interval '1 minute'
    from generate_series(1, ${n}) n`,
  )

  // About 5% private, 5% friends-only and 4% hidden from Discover, so the filters have work to do.
  await run(
    'profiles',
    `insert into profiles (user_id, profession, bio, location, experience, skills, hourly_rate, rating,
      projects_completed, portfolio_images, is_available_for_work, profile_visibility, show_in_discovery,
      agreed_to_privacy_policy_at, agreed_to_terms_of_service_at, created_at, updated_at)
    select ${uid('n')}, ${pick(PROFESSIONS, 'n * 31')}, 'Creative number ' || n || ', here to make things.',
      ${pick(LOCATIONS, 'n * 17')}, ${pick(EXPERIENCE_LEVELS, 'n')},
      array[${pick(SKILLS, 'n')}, ${pick(SKILLS, 'n * 7 + 3')}, ${pick(SKILLS, 'n * 13 + 5')}],
      ((n * 13) % 20) * 50, 4 + (n % 11) / 10.0, n % 60,
      array['https://images.example/' || n || '-1.webp', 'https://images.example/' || n || '-2.webp'],
      (n * 7) % 10 < 7,
      (case when n > 1 and n % 20 = 0 then 'private' when n > 1 and n % 20 = 1 then 'friends' else 'public' end)::profile_visibility,
      n = 1 or n % 25 <> 0,
      now(), now(), now() - (n % 400) * interval '1 day',
      now() - ((n::bigint * 104729) % 525600) * interval '1 minute'
    from generate_series(1, ${n}) n`,
  )

  // The caller's swipes: person 2 + (k * 7919 mod (n - 1)) visits distinct people, scattered over the ranking.
  await run(
    'caller swipes',
    `insert into swipes (swiper_id, swiped_id, action, created_at)
    select ${uid('1')}, ${uid(`2 + (k::bigint * 7919) % ${n - 1}`)},
      (case when k % 3 = 0 then 'like' else 'pass' end)::swipe_action, now() - k * interval '1 minute'
    from generate_series(0, ${size.callerSwipes - 1}) k`,
  )

  // Everyone else: swiper s swipes s*7919 + k*4729 (mod n) for k = 0, 1, ... (4729 is prime, so distinct).
  const others = size.swipes - size.callerSwipes
  await run(
    'other swipes',
    `insert into swipes (swiper_id, swiped_id, action, created_at)
    select ${uid('s')}, ${uid('t')}, (case when (s + t) % 5 < 2 then 'like' else 'pass' end)::swipe_action,
      now() - (i % 100000) * interval '1 minute'
    from (
      select i, 2 + i % ${n - 1} as s, 1 + ((2 + i % ${n - 1}) * 7919 + (i / ${n - 1}) * 4729) % ${n} as t
      from generate_series(0::bigint, ${others + Math.ceil(others / 100)}) i
    ) pairs
    where s <> t
    limit ${others}`,
  )

  for (const [index, swiped] of (size.deckSwipes ?? []).entries()) {
    const me = uid(String(index + 2))
    await run(`deck swiper ${index + 2} cleared`, `delete from swipes where swiper_id = ${me}`)
    await run(`deck swiper ${swiped}`, deckSwipesSql(me, swiped))
  }
}

/**
 * Person `me` swiped the first `count` people of their own Discover deck, top down as the app shows it:
 * their province first, then the ranking (docs/decisions/030). Nobody else's swipes are theirs.
 */
const deckSwipesSql = (me: string, count: number) => `
  insert into swipes (swiper_id, swiped_id, action, created_at)
  select me.user_id, p.user_id, (case when k % 3 = 0 then 'like' else 'pass' end)::swipe_action,
    now() - k * interval '1 second'
  from profiles me, lateral (
    select p.user_id, row_number() over () as k from profiles p join users u on u.id = p.user_id
    where p.user_id <> me.user_id and p.show_in_discovery and p.profile_visibility = 'public'
      and u.suspended_at is null
    order by p.province is not distinct from me.province desc, p.is_available_for_work desc,
      p.updated_at desc, p.user_id desc
    limit ${count}
  ) p
  where me.user_id = ${me}`

/** Migration 0014's backfill, one statement per table, in bulk. */
const TALLIES_SQL = [
  `insert into swipe_kind_tallies (swiper_kind, swiped_kind, shard, swipes, likes)
  select left(lower(btrim(a.profession)), 60), left(lower(btrim(b.profession)), 60), 0, count(*)::int,
    (count(*) filter (where s.action = 'like'))::int
  from swipes s join profiles a on a.user_id = s.swiper_id join profiles b on b.user_id = s.swiped_id
  group by 1, 2`,
  `insert into swipe_tallies (user_id, swipes_made, likes_given, swipes_received, likes_received)
  select user_id, sum(made)::int, sum(given)::int, sum(received)::int, sum(liked)::int from (
    select swiper_id as user_id, 1 as made, (action = 'like')::int as given, 0 as received, 0 as liked from swipes
    union all
    select swiped_id, 0, 0, 1, (action = 'like')::int from swipes
  ) t group by user_id`,
]
