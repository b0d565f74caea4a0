import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, reviews, teamCrew, teams, users } from '../../db/schema'

/**
 * The reviews that count (docs/decisions/051): not hidden by a moderator, and not by someone suspended (their
 * reviews are hidden while the suspension lasts). `r` is the reviews row, `reviewer` its writer's users row.
 */
export const countedReview = sql`not r.hidden and reviewer.suspended_at is null`

/**
 * Sets rating, reviewCount and projectsCompleted of the people `ids` yields (a query of one uuid column,
 * or a list) again from the records: the crews of completed teams and the reviews that count. Called in
 * the transaction of every write that can change them, so they are never a counter that drifts
 * (docs/decisions/051). It also moves the person's users.updated_at: Discover's card cache keys a card
 * by it (columns.ts cardVersion), so the new figures show at once, while profiles.updated_at, which
 * Discover ranks by, stays as it was.
 */
export async function refreshReputation(tx: Db, ids: string[] | SQL) {
  if (Array.isArray(ids) && ids.length === 0) return
  const people = Array.isArray(ids)
    ? sql`select unnest(${sql`array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`}) as id`
    : ids
  await tx.execute(sql`
    with people as (${people}),
    received as (
      select r.reviewee_id as id, count(*)::int as n, round(avg(r.stars)::numeric, 1)::float8 as mean
      from ${reviews} r join ${users} reviewer on reviewer.id = r.reviewer_id
      where r.reviewee_id in (select id from people) and ${countedReview}
      group by r.reviewee_id
    ),
    done as (
      select c.user_id as id, count(*)::int as n
      from ${teamCrew} c join ${teams} t on t.id = c.team_id
      where c.user_id in (select id from people) and t.status = 'completed'
      group by c.user_id
    ),
    changed as (
      update ${profiles} p set
        rating = coalesce((select mean from received where received.id = p.user_id), 5),
        review_count = coalesce((select n from received where received.id = p.user_id), 0),
        projects_completed = coalesce((select n from done where done.id = p.user_id), 0)
      where p.user_id in (select id from people)
      returning p.user_id
    )
    update ${users} u set updated_at = now() where u.id in (select user_id from changed)`)
}
