import { ERRORS } from '@shared/error-codes'
import { REPUTATION } from '@shared/schemas/reputation'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { teamCrew, teamMembers, teams } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { isBlockedBetween } from '../safety'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Every rule a review write must pass (docs/decisions/051), checked inside its transaction. The team row is taken
 * FOR SHARE: a reopen (which locks it FOR UPDATE and refuses once a review exists) waits for this
 * write or goes first, never both. Outsiders learn nothing of the team beyond "not yours" (403).
 */
export async function assertMayReview({
  tx,
  teamId,
  reviewerId,
  revieweeId,
}: {
  tx: Db
  teamId: string
  reviewerId: string
  revieweeId: string
}) {
  if (!isUuid(teamId)) throw notFound(ERRORS.team_not_found)
  // Written out with aliases: inside a one-table select the query builder leaves columns unqualified,
  // and `id` in a subquery would then name the subquery's own table.
  const [team] = await queryRows<{
    status: string
    completed_at: Date | string | null
    reviewer_in_crew: boolean
    reviewee_in_crew: boolean
    reviewer_is_member: boolean
  }>(
    tx,
    sql`select t.status, t.completed_at,
        exists (select 1 from ${teamCrew} c where c.team_id = t.id and c.user_id = ${reviewerId}::uuid) as reviewer_in_crew,
        exists (select 1 from ${teamCrew} c where c.team_id = t.id and c.user_id = ${revieweeId}::uuid) as reviewee_in_crew,
        exists (select 1 from ${teamMembers} m where m.team_id = t.id and m.user_id = ${reviewerId}::uuid) as reviewer_is_member
      from ${teams} t where t.id = ${teamId}::uuid for share`,
  )
  if (!team) throw notFound(ERRORS.team_not_found)
  if (team.status !== 'completed' || !team.completed_at) {
    if (team.reviewer_is_member) throw conflict(ERRORS.team_not_completed)
    throw forbidden(ERRORS.review_not_crew)
  }
  if (!team.reviewer_in_crew) throw forbidden(ERRORS.review_not_crew)
  if (revieweeId === reviewerId) throw badRequest(ERRORS.cannot_review_self, 'revieweeId')
  if (!team.reviewee_in_crew) throw forbidden(ERRORS.review_not_crew)
  if (await isBlockedBetween(tx, reviewerId, revieweeId)) throw forbidden(ERRORS.blocked)
  return { completedAt: new Date(team.completed_at) }
}

/** Reviews open for 30 days after completion: long enough to reflect, short enough to be about this work. */
export function assertReviewWindowOpen(completedAt: Date) {
  if (Date.now() - completedAt.getTime() > REPUTATION.reviewDays * DAY_MS) {
    throw conflict(ERRORS.review_too_late)
  }
}

/** A review may be corrected for 7 days; after that it stands as written. */
export function assertStillEditable(createdAt: Date) {
  if (Date.now() - createdAt.getTime() > REPUTATION.reviewEditDays * DAY_MS) {
    throw conflict(ERRORS.review_edit_too_late)
  }
}
