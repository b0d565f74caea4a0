import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { profiles, reviews, users } from '../../db/schema'
import { profileVisibleTo } from '../people'

/**
 * A review `reviewerId` wrote that `userId` may report: one about them, or one on a profile they can
 * see. A report can carry nothing its reporter could not read.
 */
export async function findReportableReview(
  db: Db,
  { reviewId, reviewerId, userId }: { reviewId: string; reviewerId: string; userId: string },
) {
  const [review] = await queryRows<{ id: string; stars: number; text: string | null; hidden: boolean }>(
    db,
    sql`select r.id, r.stars, r.text, r.hidden from ${reviews} r
      join ${users} on ${users.id} = r.reviewee_id join ${profiles} on ${profiles.userId} = ${users.id}
      where r.id = ${reviewId}::uuid and r.reviewer_id = ${reviewerId}::uuid
        and (r.reviewee_id = ${userId}::uuid or ${profileVisibleTo(userId)})`,
  )
  return review ?? null
}
