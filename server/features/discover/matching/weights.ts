/**
 * Every weight of Discover's ranking, in one place (docs/decisions/042). The score of a candidate is an
 * estimate of P(caller likes them) × P(they like the caller); each factor below multiplies one of the
 * two. They were chosen with `npm run bench -- matching`: a simulated community whose like rule the
 * ranking never reads, tuned on one seed and checked on others. Change one, run the bench, and keep the
 * change only if match yield rises without the most-shown person passing 30% of first pages.
 */
export const WEIGHTS = {
  /** Pseudo-swipes pulling a rate seen rarely toward the rate above it (pair → fields → everyone). */
  priorSwipes: 12,
  /** Pseudo-swipes for one person's own rates (choosiness, appeal). */
  personPriorSwipes: 8,
  /** How far a learned rate may move a probability, either way, as a multiple of the overall rate. */
  rateLiftRange: [0.2, 4] as const,
  /** They already liked the caller: their side of the match is all but certain. */
  likedMe: 1,
  /**
   * The most their side can be when they have not liked the caller: learned rates and common ground can
   * add up past 1, and an equal stranger must never tie with (or pass) someone who already said yes.
   */
  notLikedYetMax: 0.9,
  /** Each skill both list (up to three), and each project-interest word both use (up to two). */
  sharedSkill: 0.18,
  sharedInterest: 0.08,
  /** Same listed place; else same province. */
  samePlace: 1.35,
  sameProvince: 1.15,
  /**
   * Their rating from teammates' reviews as a trust signal, never the raw mean: a Bayesian average that
   * counts `trustPriorReviews` pseudo-reviews at `trustPriorRating`, as a ratio to that prior. Nobody
   * reviewed yet is 1; one 5-star review from a friend is 1.04; twenty reviews averaging 4.8 are 1.16. The
   * simulated community has no reviews, so the bench cannot tune these: they are set to move a deck little.
   */
  trustPriorReviews: 5,
  trustPriorRating: 4,
  /** Available for work: more likely to say yes to a collaboration, and to be liked for it. */
  available: 1.15,
  /** Someone last active this long ago answers half as often; never seen for a month, a fifth. */
  activityHalfLifeDays: 7,
  activityFloor: 0.2,
  /**
   * Popularity damping: a person whose likes received outnumber the swipes they make (plus this slack)
   * cannot answer them all; their score is divided by (backlog) ^ this power.
   */
  backlogSlack: 10,
  backlogPower: 1,
  /**
   * Exposure (exposure.ts): among the first `exposureFirstCards` of the latest fresh decks of the last
   * `exposureWindow` callers, someone in more than `exposureShare` of them has their score multiplied by
   * (exposureShare / share) ^ exposurePower, once at least `exposureMinCallers` callers were seen. The
   * issue's bar is 30% of first pages; 20% leaves room for callers dealt at the same moment.
   */
  exposureWindow: 500,
  exposureFirstCards: 10,
  exposureMinCallers: 50,
  exposureShare: 0.2,
  exposurePower: 2,
  /** A learned pair reads as "often team up" when both ways beat the overall rate by this much. */
  teamUpLift: 1.3,
  teamUpMinSwipes: 8,
} as const
