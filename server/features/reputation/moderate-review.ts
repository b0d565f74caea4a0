import { ERRORS } from '@shared/error-codes'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { reviews, teamCrew } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { refreshReputation } from './refresh'

/**
 * A moderator hides a review (or shows it again): it leaves the profile's list and stops counting in
 * the rating, which is set again from the rows in the same transaction.
 */
export async function setReviewHidden({
  db,
  reviewId,
  hidden,
}: {
  db: Db
  reviewId: string
  hidden: boolean
}) {
  if (!isUuid(reviewId)) throw notFound(ERRORS.review_not_found)
  await db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ hidden })
      .where(eq(reviews.id, reviewId))
      .returning({ revieweeId: reviews.revieweeId })
    if (!review) throw notFound(ERRORS.review_not_found)
    await refreshReputation(tx, [review.revieweeId])
  })
}

/**
 * The people whose ratings hang on `userId`'s word or company: those they reviewed, and their crews.
 * Called inside a suspension or an account deletion, before the change, to set those ratings again after it.
 */
export async function peopleAffectedBy(tx: Db, userId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select reviewee_id as id from ${reviews} where reviewer_id = ${userId}::uuid
      union select c2.user_id from ${teamCrew} c1 join ${teamCrew} c2 on c2.team_id = c1.team_id
      where c1.user_id = ${userId}::uuid and c2.user_id <> ${userId}::uuid`,
  )
  return rows.map((row) => row.id)
}
