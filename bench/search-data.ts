import { LOCATIONS, PROFESSIONS } from '@shared/options'
import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { SKILLS } from './discover-data'

export interface SearchDataSize {
  profiles: number
  projects: number
  messages: number
}

// Names with accents among them, so folding has work to do; Lindiwe is the one the scenarios look for.
const FIRST = [
  'Lindiwe',
  'Thandi',
  'Zoë',
  'Kagiso',
  'Sipho',
  'Ayanda',
  'Naledi',
  'Themba',
  'Chloé',
  'Bongani',
  'Lerato',
  'Mpho',
  'Zanele',
  'Tshepo',
  'Amahle',
  'Karabo',
  'Nomvula',
  'Sibusiso',
  'Refilwe',
  'Jabu',
  'Anaïs',
  'Lwazi',
  'Palesa',
  'Vusi',
  'Busisiwe',
  'Dumisani',
  'Khanyisile',
  'Mandla',
  'Nokuthula',
  'Olwethu',
  'Precious',
  'Sizwe',
  'Thulani',
  'Unathi',
  'Wandile',
  'Xolani',
  'Yolanda',
  'Zodwa',
  'Andile',
  'Buhle',
  'Dineo',
  'Enhle',
  'Fikile',
  'Gugu',
  'Hlengiwe',
  'Itumeleng',
  'Jabulile',
  'Kamogelo',
  'Lungile',
  'Mbali',
]
const LAST = [
  'Nkosi',
  'Dlamini',
  'Ndlovu',
  'Mokoena',
  'Khumalo',
  'Mahlangu',
  'Zulu',
  'Naidoo',
  'Botha',
  'Van der Merwe',
  'Mthembu',
  'Sithole',
  'Molefe',
  'Pillay',
  'Mabaso',
  'Ngcobo',
  'Cele',
  'Radebe',
  'Gumede',
  'Shabalala',
  'Mkhize',
  'Ntuli',
  'Zwane',
  'Baloyi',
  'Maluleke',
  'Mathebula',
  'Chauke',
  'Hlongwane',
  'Masilela',
  'Nel',
]
const TAGS = [
  'packaging',
  'branding',
  'logo',
  'poster',
  'editorial',
  'web',
  'mobile',
  'illustration',
  'photography',
  'music',
  'video',
  'typography',
  'ux',
  'motion',
  'print',
  'fashion',
  'product',
  'interior',
  'game',
  'comic',
]
const TITLE_WORDS = [
  'Festival',
  'Coffee',
  'Clinic',
  'Township',
  'Market',
  'Studio',
  'Harbour',
  'Library',
  'Gallery',
  'Kitchen',
  'School',
  'Garden',
  'Radio',
  'Taxi',
  'Stadium',
  'Theatre',
  'Bakery',
  'Salon',
  'Museum',
  'Brewery',
]

const list = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`
const pick = (values: readonly string[], index: string) =>
  `(${list(values)})[1 + (${index}) % ${values.length}]`
const uid = (n: string, prefix = '0000') =>
  `('00000000-${prefix}-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`

/**
 * People (with profiles: the search text filled by the migration's trigger), portfolio projects, and
 * messages over matched pairs, by set-based SQL (INSERT ... SELECT generate_series). Person 1 is the
 * caller, matched with persons 2..matches+1.
 */
export async function loadSearchData(db: Db, size: SearchDataSize) {
  const steps: string[] = []
  const run = async (label: string, text: string) => {
    const started = performance.now()
    await db.execute(sql.raw(text))
    steps.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  const n = size.profiles
  await run(
    'users',
    `insert into users (id, email, first_name, last_name, last_active_at)
    select ${uid('n')}, 'bench-' || n || '@example.com', ${pick(FIRST, 'n')}, ${pick(LAST, 'n / 7')},
      now() - ((n * 7919) % 10080) * interval '1 minute'
    from generate_series(1, ${n}) n`,
  )
  await run(
    'profiles',
    `insert into profiles (user_id, profession, bio, location, experience, skills, profile_visibility,
      show_in_discovery, agreed_to_privacy_policy_at, agreed_to_terms_of_service_at)
    select ${uid('n')}, ${pick(PROFESSIONS, 'n * 31')},
      'I make ' || ${pick(TAGS, 'n * 3')} || ' work for ' || ${pick(TITLE_WORDS, 'n * 5')} || ' clients, number ' || n || '.',
      ${pick(LOCATIONS, 'n * 17')}, 'Intermediate (2-5 years)',
      array[${pick(SKILLS, 'n')}, ${pick(SKILLS, 'n * 7 + 3')}, ${pick(SKILLS, 'n * 13 + 5')}],
      (case when n > 1 and n % 20 = 0 then 'private' when n > 1 and n % 20 = 1 then 'friends' else 'public' end)::profile_visibility,
      n = 1 or n % 25 <> 3, now(), now()
    from generate_series(1, ${n}) n`,
  )
  await run(
    'projects',
    `insert into portfolio_projects (id, user_id, title, description, tags, is_public, created_at)
    select ${uid('p', '0001')}, ${uid(`1 + (p * 7) % ${n}`)},
      ${pick(TITLE_WORDS, 'p')} || ' ' || ${pick(TAGS, 'p * 11')} || ' ' || p,
      'A ' || ${pick(TAGS, 'p * 3')} || ' project for a ' || ${pick(TITLE_WORDS, 'p * 13')} || ' in ' || ${pick(LOCATIONS, 'p')},
      array[${pick(TAGS, 'p * 11')}, ${pick(TAGS, 'p * 17 + 1')}], p % 10 <> 0,
      now() - (p % 1000) * interval '1 hour'
    from generate_series(1, ${size.projects}) p`,
  )
  const pairs = Math.min(n - 1, 20_000)
  // Pair m: two people picked by two strides over everyone but the caller.
  const first = uid(`1 + (m * 13) % ${n - 1} + 1`)
  const second = uid(`1 + (m * 29 + 7) % ${n - 1} + 1`)
  await run(
    'matches',
    `insert into matches (id, user1_id, user2_id)
    select ${uid('m', '0002')}, least(${first}, ${second}),
      greatest(${first}, ${second})
    from generate_series(1, ${pairs}) m
    where (m * 13) % ${n - 1} <> (m * 29 + 7) % ${n - 1}
    on conflict do nothing`,
  )
  await run('conversations', `insert into conversations (match_id) select id from matches`)
  await run(
    'messages',
    `insert into messages (conversation_id, sender_id, content, created_at)
    select c.id, case when i % 2 = 0 then m.user1_id else m.user2_id end,
      'Message ' || i || ' about the ' || ${pick(TAGS, 'i * 7')} || ' brief for ' || ${pick(TITLE_WORDS, 'i * 3')},
      now() - (i % 100000) * interval '1 minute'
    from (select i, 1 + i % ${pairs} as k from generate_series(1, ${size.messages}) i) g
    join (select id, match_id, row_number() over (order by id) as k from conversations) c on c.k = g.k
    join matches m on m.id = c.match_id`,
  )
  const started = performance.now()
  await db.execute(sql`vacuum analyze`)
  steps.push(`vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return steps
}
