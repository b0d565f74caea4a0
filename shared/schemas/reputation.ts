import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'

/** The rules of earned reputation (docs/decisions/051), in one place for the server and the screens. */
export const REPUTATION = {
  reopenDays: 7,
  reviewDays: 30,
  reviewEditDays: 7,
  reviewTextMax: 500,
  reviewsPageSize: 20,
  /** With no reviews, the spec's default rating. */
  defaultRating: 5,
} as const

const starsSchema = z
  .number({ error: ERRORS.review_stars })
  .int(ERRORS.review_stars)
  .min(1, ERRORS.review_stars)
  .max(5, ERRORS.review_stars)

// Blank text is no text: the stars say it all.
const reviewTextSchema = z
  .string()
  .trim()
  .max(REPUTATION.reviewTextMax, errorText('too_long', { max: REPUTATION.reviewTextMax }))
  .optional()
  .nullable()
  .transform((text) => text || null)

/** POST /api/teams/{id}/reviews. */
export const createReviewSchema = z.object({
  revieweeId: z.uuid(ERRORS.reviewee_id_invalid),
  stars: starsSchema,
  text: reviewTextSchema,
})
export type CreateReview = z.output<typeof createReviewSchema>

/** PUT /api/teams/{id}/reviews/{revieweeId}. */
export const updateReviewSchema = z.object({ stars: starsSchema, text: reviewTextSchema })
export type UpdateReview = z.output<typeof updateReviewSchema>

/** A review as a profile lists it. */
export const reviewSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
  reviewer: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  team: z.object({ id: z.string(), name: z.string() }),
})
export type Review = z.infer<typeof reviewSchema>

/** GET /api/profiles/{userId}/reviews: newest first, the next page's cursor in X-Next-Cursor. */
export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  rating: z.number(),
  reviewCount: z.number().int(),
})
export type ReviewList = z.infer<typeof reviewListSchema>

/** One of my reviews on a completed team, as the "Review your crew" panel shows it. */
export const myReviewSchema = z.object({
  revieweeId: z.string(),
  stars: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
})
export type MyReview = z.infer<typeof myReviewSchema>

/** GET /api/teams/{id}/reviews/mine: the crew and what I wrote about each (the review panel). */
export const crewReviewsSchema = z.object({
  crew: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
    }),
  ),
  reviews: z.array(myReviewSchema),
  /** Until when reviews may be written (completion + 30 days). */
  reviewsCloseAt: z.string(),
})
export type CrewReviews = z.infer<typeof crewReviewsSchema>

/** POST /api/profiles/{userId}/endorsements. */
export const endorseSchema = z.object({
  skill: z.string({ error: ERRORS.skill_required }).trim().min(1, ERRORS.skill_required),
})
export type Endorse = z.infer<typeof endorseSchema>

export const endorsementSchema = z.object({ skill: z.string(), count: z.number().int(), byMe: z.boolean() })
export type Endorsement = z.infer<typeof endorsementSchema>
