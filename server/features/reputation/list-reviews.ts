import { ERRORS } from '@shared/error-codes'
import { type CrewReviews, REPUTATION, type ReviewList } from '@shared/schemas/reputation'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { queryRows } from '../../db/prepare'
import { profiles, reviews, teamCrew, teams, users } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { decodeCursor, encodeCursor } from '../notifications'
import { profileVisibleTo } from '../people'
import { blockedBetween } from '../safety'
import { countedReview } from './refresh'

const DAY_MS = 24 * 60 * 60 * 1000

interface ReviewListRow {
  id: string
  stars: number
  text: string | null
  created_at: string
  position: string
  reviewer_id: string
  first_name: string
  last_name: string
  profile_image_url: string | null
  team_id: string
  team_name: string
}

/**
 * A person's reviews, newest first, as `viewerId` may see them (docs/decisions/051): whoever cannot see the
 * profile gets 404, as for the profile itself; reviews that do not count (hidden, by a suspended
 * person) are left out, and so are those by someone the viewer and they have blocked either way.
 */
export async function listReviews({
  db,
  viewerId,
  userId,
  cursor,
}: {
  db: Db
  viewerId: string
  userId: string
  cursor?: string
}): Promise<ReviewList & { nextCursor?: string }> {
  if (!isUuid(userId)) throw notFound(ERRORS.profile_not_found)
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const [person] = await db
    .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), profileVisibleTo(viewerId)))
  if (!person) throw notFound(ERRORS.profile_not_found)

  const limit = REPUTATION.reviewsPageSize
  const rows = await queryRows<ReviewListRow>(
    db,
    sql`select r.id, r.stars, r.text,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
        reviewer.id as reviewer_id, reviewer.first_name, reviewer.last_name, reviewer.profile_image_url,
        t.id as team_id, t.name as team_name
      from ${reviews} r
      join ${users} reviewer on reviewer.id = r.reviewer_id
      join ${teams} t on t.id = r.team_id
      where r.reviewee_id = ${userId} and ${countedReview}
        and not ${blockedBetween(sql`${viewerId}::uuid`, sql`r.reviewer_id`)}
        ${after ? sql`and (r.created_at, r.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by r.created_at desc, r.id desc
      limit ${limit + 1}`,
  )
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      id: row.id,
      stars: row.stars,
      text: row.text,
      createdAt: row.created_at,
      reviewer: {
        id: row.reviewer_id,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: row.profile_image_url,
      },
      team: { id: row.team_id, name: row.team_name },
    })),
    rating: person.rating,
    reviewCount: person.reviewCount,
    ...(rows.length > limit && last
      ? { nextCursor: encodeCursor({ createdAt: last.position, id: last.id }) }
      : {}),
  }
}

/**
 * The "Review your crew" panel of a completed team: the rest of its crew and what the caller wrote
 * about each. Only a crew member may ask.
 */
export async function listCrewReviews({
  db,
  userId,
  teamId,
}: {
  db: Db
  userId: string
  teamId: string
}): Promise<CrewReviews> {
  if (!isUuid(teamId)) throw notFound(ERRORS.team_not_found)
  const [team] = await db.select({ completedAt: teams.completedAt }).from(teams).where(eq(teams.id, teamId))
  if (!team) throw notFound(ERRORS.team_not_found)
  const crew = await db
    .select(personColumns)
    .from(teamCrew)
    .innerJoin(users, eq(users.id, teamCrew.userId))
    .where(and(eq(teamCrew.teamId, teamId), sql`${users.suspendedAt} is null`))
    .orderBy(asc(users.firstName), asc(users.id))
  if (!team.completedAt || !crew.some((person) => person.id === userId))
    throw forbidden(ERRORS.review_not_crew)
  const mine = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.teamId, teamId), eq(reviews.reviewerId, userId)))
  return {
    crew: crew.filter((person) => person.id !== userId),
    reviews: mine.map((row) => ({
      revieweeId: row.revieweeId,
      stars: row.stars,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    })),
    reviewsCloseAt: new Date(team.completedAt.getTime() + REPUTATION.reviewDays * DAY_MS).toISOString(),
  }
}
