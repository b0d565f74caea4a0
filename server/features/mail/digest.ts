import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { blockedBetween } from '../safety'
import type { DigestCounts } from './types'

/** "Monday morning" in the person's time zone: the digest is written from 8:00 until noon. */
const MORNING = { from: 8, until: 12 }

/**
 * Writes this week's digest row for everyone whose local time is Monday morning at `at`, who wants
 * the digest, and who has none for this Monday yet (its topic names the local date). Every instance
 * runs it: the pending-topic unique index makes two concurrent runs write one row, and a row already
 * sent is found by `not exists`. Whether anything happened is decided when the row is sent.
 */
export async function enqueueWeeklyDigests(db: Db, at: Date = new Date()) {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`with local as (
      select s.user_id, (${at.toISOString()}::timestamptz at time zone s.timezone) as t
      from user_settings s where s.weekly_digest and s.email_notifications
    ), due as (
      select user_id, 'digest:' || to_char(t, 'YYYY-MM-DD') as topic from local
      where extract(isodow from t) = 1 and extract(hour from t) >= ${MORNING.from} and extract(hour from t) < ${MORNING.until}
    )
    insert into outbox (channel, user_id, kind, topic)
    select 'email', d.user_id, 'digest', d.topic from due d
    where not exists (select 1 from outbox o where o.user_id = d.user_id and o.topic = d.topic)
    on conflict (channel, user_id, topic) where status = 'pending' do nothing
    returning user_id`,
  )
  return rows.length
}

/**
 * What the digest tells, over the week before it is sent: new matches, messages still unread (of any
 * age: they are still waiting), likes on the person's projects, and messages in their teams. People
 * on either side of a block are left out, as everywhere else.
 */
export async function countDigest(db: Db, userId: string): Promise<DigestCounts> {
  const me = sql`${userId}::uuid`
  const week = sql`now() - interval '7 days'`
  const [row] = await queryRows<DigestCounts>(
    db,
    sql`select
      (select count(*)::int from matches m where ${me} in (m.user1_id, m.user2_id) and m.created_at > ${week}
        and not ${blockedBetween(sql`m.user1_id`, sql`m.user2_id`)}) as "matches",
      (select count(*)::int from messages x join conversations c on c.id = x.conversation_id
        join matches m on m.id = c.match_id
        where ${me} in (m.user1_id, m.user2_id) and x.sender_id <> ${me} and x.read_at is null
          and x.call_outcome is null and not ${blockedBetween(sql`m.user1_id`, sql`m.user2_id`)}) as "unreadMessages",
      (select count(*)::int from portfolio_likes l join portfolio_projects p on p.id = l.project_id
        where p.user_id = ${me} and l.user_id <> ${me} and l.created_at > ${week}
          and not ${blockedBetween(me, sql`l.user_id`)}) as "likes",
      (select count(*)::int from team_messages t join team_members tm on tm.team_id = t.team_id
        where tm.user_id = ${me} and t.sender_id <> ${me} and t.created_at > ${week}) as "teamMessages"`,
  )
  return row ?? { matches: 0, unreadMessages: 0, likes: 0, teamMessages: 0 }
}
