import { REPUTATION } from '@shared/schemas/reputation'

/** How many reviews' worth of weight the prior carries: a person's first few reviews move it little. */
export const PRIOR_REVIEWS = 5
/** What a person is assumed to be before anyone has reviewed them: a solid, not a perfect, collaborator. */
export const PRIOR_RATING = 4

/**
 * The rating as a trust signal for matching (issue 30 item 7, for issue 29's score): a Bayesian average
 * that starts at the prior and moves toward the person's own mean as reviews accumulate, so one 5-star
 * review from a friend cannot outrank twenty honest 4.8s. Never the raw mean. Returns 0..1.
 */
export function trustSignal(rating: number, reviewCount: number) {
  const mean = reviewCount > 0 ? rating : REPUTATION.defaultRating
  const weighted = (PRIOR_RATING * PRIOR_REVIEWS + mean * reviewCount) / (PRIOR_REVIEWS + reviewCount)
  return (weighted - 1) / 4
}
