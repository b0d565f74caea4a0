import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { loadDiscoverData } from './discover-data'

/** The page-load benchmark's person (docs/decisions/027): what a busy member holds after some months. */
export const PAGE_LOAD_SIZE = {
  others: 2_000,
  matches: 20,
  messagesPerMatch: 50,
  teams: 3,
  projects: 10,
  notifications: 50,
} as const

// Person n's id, as loadDiscoverData gives it; person 1 is the caller (CALLER of discover-data).
const uid = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`
const CALLER_ID = uid('1')

/**
 * The caller (person 1) with 2,000 other people, 20 matches holding 50 messages each (the last few of
 * each unread), 3 teams (one owned), 10 projects and 50 notifications, loaded with set-based SQL.
 */
export async function loadPageLoadData(db: Db) {
  const size = PAGE_LOAD_SIZE
  const steps = await loadDiscoverData(db, {
    profiles: size.others + 1,
    swipes: 20_000,
    callerSwipes: 100,
  })
  const run = (text: string) => db.execute(sql.raw(text))
  // Matches with persons 2..21 (uid 1 sorts first, so the caller is always user1 of the ordered pair).
  await run(`insert into matches (user1_id, user2_id, created_at)
    select ${CALLER_ID}, ${uid('n')}, now() - n * interval '1 day' from generate_series(2, ${size.matches + 1}) n`)
  await run(`insert into conversations (match_id, created_at) select id, created_at from matches
    where user1_id = ${CALLER_ID}`)
  await run(`insert into messages (conversation_id, sender_id, content, created_at, read_at)
    select c.id, case when k % 2 = 0 then m.user1_id else m.user2_id end,
      'Message ' || k || ': shall we meet on Thursday to look at the sketches?',
      now() - (${size.messagesPerMatch} - k) * interval '1 hour' - m.n * interval '1 minute',
      case when k < ${size.messagesPerMatch - 3} then now() end
    from (select *, row_number() over (order by id) as n from matches where user1_id = ${CALLER_ID}) m
    join conversations c on c.match_id = m.id, generate_series(1, ${size.messagesPerMatch}) k`)
  // Three teams: the caller owns the first and is a member of the others; each has four more members.
  await run(`insert into teams (name, description, owner_id, project_type)
    select 'Team ' || t, 'Building thing number ' || t || ' together.',
      case when t = 1 then ${CALLER_ID} else ${uid('30 + t')} end, 'web_app'
    from generate_series(1, ${size.teams}) t`)
  await run(`insert into team_members (team_id, user_id, role)
    select id, owner_id, 'owner' from teams`)
  await run(`insert into team_members (team_id, user_id)
    select id, ${CALLER_ID} from teams where owner_id <> ${CALLER_ID}`)
  await run(`insert into team_members (team_id, user_id)
    select t.id, ${uid('40 + k * 10 + t.n')}
    from (select id, row_number() over (order by id) as n from teams) t, generate_series(1, 4) k`)
  await run(`insert into portfolio_projects (user_id, title, description, project_type, tags, likes)
    select ${CALLER_ID}, 'Project ' || p, 'What I made for client ' || p || ', start to finish.', 'web_design',
      array['branding', 'print'], p from generate_series(1, ${size.projects}) p`)
  await run(`insert into notifications (user_id, type, actor_id, match_id, conversation_id, collapse_key, created_at, read_at)
    select ${CALLER_ID}, (case when k % 2 = 0 then 'match' else 'message' end)::notification_type,
      ${uid('2 + k % 20')}, m.id, c.id, 'bench:' || k, now() - k * interval '1 hour',
      case when k > 10 then now() end
    from generate_series(1, ${size.notifications}) k
    join matches m on m.user1_id = ${CALLER_ID} and m.user2_id = ${uid('2 + k % 20')}
    join conversations c on c.match_id = m.id`)
  await db.execute(sql`vacuum analyze`)
  return steps
}
