import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bothTiersSelect, type DiscoverShape, type DiscoverValues, discoverSelect } from './discover-query'
import { callerDealSelect, candidatesSelect, dealtCheckSelect } from './matching/candidates-query'

// Per database (tests open many), per shape: a few dozen shapes at most.
const cache = new WeakMap<Db, Map<string, unknown>>()

/**
 * A text filter's best plan depends on the text: a common one ("cape") walks the ranking, a rare one goes
 * through a trigram index. So does a radius's: places where many people live are found by walking the
 * ranking, a place with few through the place index. A prepared statement's generic plan would pick one
 * for every value. A location naming a listed place or province is in the statement's text, so planning
 * it once sees the name (bench: "gauteng + designer + available" planned per request ran at a third of the
 * unfiltered deck's rate).
 */
export const needsCustomPlan = (shape: DiscoverShape) =>
  (shape.location && !shape.commonLocation) || shape.profession === 'text' || shape.within

/**
 * Runs one Discover statement as a named prepared statement. Planning it costs more than running it
 * (about 0.5 against 0.3 ms on PostgreSQL with 100k profiles); PostgreSQL plans each name once per
 * pooled connection and then reuses a generic plan. PGlite plans every time, fine for the embedded default.
 */
export function runDiscoverStatement(db: Db, shape: DiscoverShape, values: Partial<DiscoverValues>) {
  if (needsCustomPlan(shape)) return discoverSelect(db, shape, inline(values)).execute()
  return prepared(db, JSON.stringify(shape), () =>
    discoverSelect(db, shape, (placeholder) => sql.placeholder(placeholder)),
  ).execute(values)
}

/** A ranked deck's candidates among `values.ids` (and, with `likers`, who liked the caller), prepared alike. */
export function runCandidatesStatement(
  db: Db,
  shape: DiscoverShape,
  values: Partial<DiscoverValues>,
  likers: boolean,
) {
  if (needsCustomPlan(shape)) return candidatesSelect(db, shape, inline(values), likers).execute()
  const key = JSON.stringify({ ...shape, take: 0, tier: 2, after: false, frontier: false, likers })
  return prepared(db, `candidates:${key}`, () =>
    candidatesSelect(db, shape, (placeholder) => sql.placeholder(placeholder), likers),
  ).execute(values)
}

/** Which of `values.ids` are still in the caller's deck, for a dealt page (dealtCheckSelect), prepared alike. */
export function runDealtCheckStatement(db: Db, shape: DiscoverShape, values: Partial<DiscoverValues>) {
  if (needsCustomPlan(shape)) return dealtCheckSelect(db, shape, inline(values)).execute()
  const key = JSON.stringify({ ...shape, take: 0, tier: 2, after: false, frontier: false })
  return prepared(db, `dealt:${key}`, () =>
    dealtCheckSelect(db, shape, (placeholder) => sql.placeholder(placeholder)),
  ).execute(values)
}

/** The caller for a deal from a shared top, with who liked them in this deck (callerDealSelect), prepared alike. */
export function runCallerDealStatement(db: Db, shape: DiscoverShape, values: Partial<DiscoverValues>) {
  if (needsCustomPlan(shape)) return callerDealSelect(db, shape, inline(values)).execute()
  const key = JSON.stringify({ ...shape, take: 0, tier: 2, after: false, frontier: false })
  return prepared(db, `caller-deal:${key}`, () =>
    callerDealSelect(db, shape, (placeholder) => sql.placeholder(placeholder)),
  ).execute(values)
}

type Walk = { shape: DiscoverShape; values: Partial<DiscoverValues> }

/** Both tiers of a deck as one statement (bothTiersSelect), prepared the same way; the second's values renamed. */
export function runBothTiersStatement(db: Db, [first, second]: [Walk, Walk]) {
  if (needsCustomPlan(first.shape) || needsCustomPlan(second.shape)) {
    return bothTiersSelect(db, [
      { shape: first.shape, bind: inline(first.values) },
      { shape: second.shape, bind: inline(second.values) },
    ]).execute()
  }
  const values: Record<string, unknown> = { ...first.values }
  for (const [key, value] of Object.entries(second.values)) values[`second_${key}`] = value
  return prepared(db, JSON.stringify([first.shape, second.shape]), () =>
    bothTiersSelect(db, [
      { shape: first.shape, bind: (key) => sql.placeholder(key) },
      { shape: second.shape, bind: (key) => sql.placeholder(`second_${key}`) },
    ]),
  ).execute(values)
}

// sql.param: a list (the Within filter's places) goes as one array parameter, not as a parenthesised list.
const inline = (values: Partial<DiscoverValues>) => (key: keyof DiscoverValues) =>
  sql`${sql.param(values[key])}`

/** The statement of `key` prepared once per database; node-postgres refuses one name for two texts. */
function prepared<Statement>(db: Db, key: string, build: () => { prepare: (name: string) => Statement }) {
  const statements = cache.get(db) ?? new Map<string, unknown>()
  cache.set(db, statements)
  let statement = statements.get(key) as Statement | undefined
  if (!statement) {
    const name = `discover_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`
    statement = build().prepare(name)
    statements.set(key, statement)
  }
  return statement
}
