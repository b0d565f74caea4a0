import { ERRORS } from '@shared/error-codes'
import type { CreateReview, MyReview, UpdateReview } from '@shared/schemas/reputation'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reviews } from '../../db/schema'
import { conflict, notFound } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'
import { recipientIds, storeNotifications } from '../notifications'
import { refreshReputation } from './refresh'
import { assertMayReview, assertReviewWindowOpen, assertStillEditable } from './review-rules'

type ReviewRow = typeof reviews.$inferSelect

const toMyReview = (row: ReviewRow): MyReview => ({
  revieweeId: row.revieweeId,
  stars: row.stars,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
})

/**
 * One crew member reviews another, once per team (docs/decisions/051). The unique index on (team, reviewer,
 * reviewee) keeps "once" even for two posts at the same moment: the second is a 409. The reviewee's
 * rating is set again from the rows and they are told (`review`), all in the same transaction.
 */
export async function createReview({
  db,
  userId,
  teamId,
  input,
}: {
  db: Db
  userId: string
  teamId: string
  input: CreateReview
}): Promise<{ review: MyReview; notificationIds: string[] }> {
  return db
    .transaction(async (tx) => {
      const { completedAt } = await assertMayReview({
        tx,
        teamId,
        reviewerId: userId,
        revieweeId: input.revieweeId,
      })
      assertReviewWindowOpen(completedAt)
      const [row] = await tx
        .insert(reviews)
        .values({
          teamId,
          reviewerId: userId,
          revieweeId: input.revieweeId,
          stars: input.stars,
          text: input.text,
        })
        .returning()
      await refreshReputation(tx, [input.revieweeId])
      const notificationIds = await storeNotifications(tx, {
        type: 'review',
        actorId: userId,
        recipients: recipientIds(input.revieweeId),
        teamId,
        collapseKey: `review:${teamId}:${userId}`,
      })
      return { review: toMyReview(row!), notificationIds }
    })
    .catch((error) => {
      if (isUniqueViolation(error)) throw conflict(ERRORS.review_exists)
      throw error
    })
}

/** The caller edits their own review of `revieweeId` on this team, within 7 days of writing it. */
export async function updateReview({
  db,
  userId,
  teamId,
  revieweeId,
  input,
}: {
  db: Db
  userId: string
  teamId: string
  revieweeId: string
  input: UpdateReview
}): Promise<MyReview> {
  if (!isUuid(teamId) || !isUuid(revieweeId)) throw notFound(ERRORS.review_not_found)
  return db.transaction(async (tx) => {
    await assertMayReview({ tx, teamId, reviewerId: userId, revieweeId })
    const mine = and(
      eq(reviews.teamId, teamId),
      eq(reviews.reviewerId, userId),
      eq(reviews.revieweeId, revieweeId),
    )
    const [existing] = await tx.select().from(reviews).where(mine).for('update')
    if (!existing) throw notFound(ERRORS.review_not_found)
    assertStillEditable(existing.createdAt)
    const [row] = await tx
      .update(reviews)
      .set({ stars: input.stars, text: input.text, updatedAt: sql`now()` })
      .where(eq(reviews.id, existing.id))
      .returning()
    await refreshReputation(tx, [revieweeId])
    return toMyReview(row!)
  })
}
