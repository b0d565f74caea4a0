import type { CardReason } from '@shared/schemas/discover'
import type { PersonRow } from './candidates-query'
import type { LearnedRates } from './learned-rates'
import { WEIGHTS } from './weights'

const DAY_MS = 24 * 60 * 60 * 1000

/** A candidate's place in the ranked deck and why: `reasons` never mention that they liked the caller. */
export interface Scored {
  row: PersonRow
  score: number
  reasons: CardReason[]
}

/**
 * P(caller likes candidate) × P(candidate likes caller), each a learned rate for the two kinds scaled by
 * what is known of the people (docs/decisions/042), then damped for people liked far more than they
 * can answer. The weights live in weights.ts.
 */
export function scoreCandidate(me: PersonRow, them: PersonRow, rates: LearnedRates, now: number): Scored {
  const score = combine(kindParts(me.kind, them, rates, now), pairFactor(me, them), them.likedMe)
  let reasons: CardReason[] | undefined
  return {
    row: them,
    score,
    // Worked out when first asked: a deal scores some 200 people, and shows or keeps the words of fewer.
    get reasons() {
      reasons ??= reasonsOf(me, them, rates)
      return reasons
    },
  }
}

/**
 * The parts of a candidate's score that depend on the caller's kind alone, not on the caller: a shared
 * top (top-basis.ts) works them out once per kind for all its callers.
 */
export interface KindParts {
  /** My kind's taste for theirs, their appeal to everyone, the trust their reviews earned, and their readiness. */
  mine: number
  /** Their kind's taste for mine, how choosy they are, and whether they are around to answer. */
  theirs: number
  /** Popularity damping (damping below). */
  damping: number
}

export function kindParts(myKind: string, them: PersonRow, rates: LearnedRates, now: number): KindParts {
  const overall = rates.overall
  const appeal = personRate(them.likesReceived, them.swipesReceived, overall) / overall
  const choosiness = personRate(them.likesGiven, them.swipesMade, overall) / overall
  return {
    mine:
      rates.rate(myKind, them.kind) *
      lift(appeal) *
      trust(them) *
      (them.isAvailableForWork ? WEIGHTS.available : 1),
    theirs: rates.rate(them.kind, myKind) * lift(choosiness) * activity(them, now),
    damping: damping(them),
  }
}

/** The caller's own part, on both sides alike: common ground and nearness. */
export const pairFactor = (me: PersonRow, them: PersonRow) =>
  groundFactorOf(groundOf(me), groundOf(them)) * nearnessFactor(me, them)

/** The score from its parts; `likedMe`: they already liked the caller. */
export function combine(parts: KindParts, pair: number, likedMe: boolean) {
  const theirs = likedMe ? WEIGHTS.likedMe : parts.theirs * pair
  // Someone who has not liked the caller stays below anyone who has, however well their kinds get on.
  return (
    Math.min(1, parts.mine * pair) * Math.min(likedMe ? 1 : WEIGHTS.notLikedYetMax, theirs) * parts.damping
  )
}

/** The reasons on their card for the caller: never that they liked the caller. */
export const reasonsOf = (me: PersonRow, them: PersonRow, rates: LearnedRates) =>
  reasonsFor(me, them, rates, commonGround(me, them).skills, nearness(me, them).reason)

const personRate = (likes: number, swipes: number, overall: number) =>
  (Math.max(0, likes) + overall * WEIGHTS.personPriorSwipes) /
  (Math.max(0, swipes) + WEIGHTS.personPriorSwipes)

/** Their rating as a Bayesian average, as a ratio to its prior: 1 for someone nobody reviewed yet (weights.ts). */
function trust(them: PersonRow) {
  const reviews = Math.max(0, them.reviewCount)
  const prior = WEIGHTS.trustPriorRating
  return (
    (prior * WEIGHTS.trustPriorReviews + them.rating * reviews) /
    (WEIGHTS.trustPriorReviews + reviews) /
    prior
  )
}

const lift = (ratio: number) => Math.min(WEIGHTS.rateLiftRange[1], Math.max(WEIGHTS.rateLiftRange[0], ratio))

function commonGround(me: PersonRow, them: PersonRow) {
  const mine = groundOf(me).skills
  const { lowered } = groundOf(them)
  // Their skills as they wrote them, for the reason's words; compared in lower case.
  return { skills: them.skills.filter((_, index) => mine.has(lowered[index]!)) }
}

/** Shared skills and interest words, counted on the sets. */
export const groundFactorOf = (mine: Ground, theirs: Ground) =>
  groundFactor(sharedCount(mine.skills, theirs.skillList), sharedCount(mine.words, theirs.wordList))

/** How much shared skills and interest words lift both sides: counted on the sets, with no list made. */
export function groundFactor(sharedSkills: number, interests: number) {
  return 1 + WEIGHTS.sharedSkill * Math.min(3, sharedSkills) + WEIGHTS.sharedInterest * Math.min(2, interests)
}

// Over their list, looked up in my set: the hot loop of a deal from a shared top, some 200 people a page.
function sharedCount(mine: Set<string>, theirs: string[]) {
  if (mine.size === 0) return 0
  let shared = 0
  for (let index = 0; index < theirs.length; index += 1) if (mine.has(theirs[index]!)) shared += 1
  return shared
}

// A person's skills and interest words, worked out once per row: a shared top's rows (shared-top.ts) are
// scored against every caller of their province, and a deal scores some 200 of them.
export interface Ground {
  skills: Set<string>
  words: Set<string>
  /** The same, as lists: iterated faster than sets. */
  skillList: string[]
  wordList: string[]
  /** Each listed skill in lower case, in the order listed. */
  lowered: string[]
}
const grounds = new WeakMap<PersonRow, Ground>()
export function groundOf(row: PersonRow): Ground {
  let ground = grounds.get(row)
  if (!ground) {
    const lowered = row.skills.map((skill) => skill.trim().toLowerCase())
    const skills = new Set(lowered)
    const words = wordsOf(row.projectInterests)
    ground = { skills, words, skillList: [...skills], wordList: [...words], lowered }
    grounds.set(row, ground)
  }
  return ground
}

// Words of five letters or more: "branding", "documentary", "fintech"; short words say little.
const wordsOf = (text: string | null) => new Set((text ?? '').toLowerCase().match(/\p{L}{5,}/gu) ?? [])

export function nearnessFactor(me: PersonRow, them: PersonRow) {
  if (me.locationKey && me.locationKey === them.locationKey) return WEIGHTS.samePlace
  if (me.province && me.province === them.province) return WEIGHTS.sameProvince
  return 1
}

function nearness(me: PersonRow, them: PersonRow): { factor: number; reason?: CardReason } {
  if (me.locationKey && me.locationKey === them.locationKey)
    return {
      factor: WEIGHTS.samePlace,
      reason: { kind: 'same_place', params: { place: cityOf(them.location) } },
    }
  if (me.province && me.province === them.province)
    return {
      factor: WEIGHTS.sameProvince,
      reason: { kind: 'same_province', params: { province: provinceOf(them.location) } },
    }
  return { factor: 1 }
}

const cityOf = (location: string) => partsOf(location).city
const provinceOf = (location: string) => partsOf(location).province

// A location's city and province as a card's reason names them, split once per location text: a page
// shows twenty cards, mostly of a few places.
const placeParts = new Map<string, { city: string; province: string }>()
function partsOf(location: string) {
  let parts = placeParts.get(location)
  if (!parts) {
    const words = location.split(',')
    parts = { city: words[0]!.trim(), province: words.at(-1)!.trim() }
    // Places typed by hand make this unbounded: forgotten wholesale now and then.
    if (placeParts.size >= 5_000) placeParts.clear()
    placeParts.set(location, parts)
  }
  return parts
}

function activity(them: PersonRow, now: number) {
  // Whole days: a few minutes' difference says nothing, and equals keep the order of decision 030.
  const days = Math.floor(Math.max(0, now - Number(them.lastActiveMs)) / DAY_MS)
  return Math.max(WEIGHTS.activityFloor, 0.5 ** (days / WEIGHTS.activityHalfLifeDays))
}

/** Liked by far more people than they answer: their score shrinks, so they do not top every deck. */
function damping(them: PersonRow) {
  const backlog = (them.likesReceived + WEIGHTS.backlogSlack) / (them.swipesMade + WEIGHTS.backlogSlack)
  return backlog > 1 ? backlog ** -WEIGHTS.backlogPower : 1
}

/** One or two short reasons from the same signals, strongest first; the client words them. */
function reasonsFor(
  me: PersonRow,
  them: PersonRow,
  rates: LearnedRates,
  skills: string[],
  place: CardReason | undefined,
): CardReason[] {
  const reasons: CardReason[] = []
  if (teamUp(me, them, rates))
    reasons.push({ kind: 'team_up', params: { yours: me.profession, theirs: them.profession } })
  if (skills.length > 0) reasons.push({ kind: 'shared_skills', params: { skills: skills.slice(0, 2) } })
  if (place) reasons.push(place)
  if (them.isAvailableForWork) reasons.push({ kind: 'open_to_work', params: {} })
  return reasons.slice(0, 2)
}

// Whether two kinds often team up, by learned rates, then my kind, then theirs: asked for every card a
// page shows, and a key made of both kinds per card cost more than the answer.
const teamUps = new WeakMap<LearnedRates, Map<string, Map<string, boolean>>>()
function teamUp(me: PersonRow, them: PersonRow, rates: LearnedRates) {
  const byMine = teamUps.get(rates) ?? new Map<string, Map<string, boolean>>()
  teamUps.set(rates, byMine)
  const known = byMine.get(me.kind) ?? new Map<string, boolean>()
  byMine.set(me.kind, known)
  let often = known.get(them.kind)
  if (often === undefined) {
    const seen = Math.min(rates.swipes(me.kind, them.kind), rates.swipes(them.kind, me.kind))
    const bar = rates.overall * WEIGHTS.teamUpLift
    often =
      seen >= WEIGHTS.teamUpMinSwipes &&
      rates.rate(me.kind, them.kind) >= bar &&
      rates.rate(them.kind, me.kind) >= bar
    known.set(them.kind, often)
  }
  return often
}
