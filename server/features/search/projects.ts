import { and, desc, eq, not, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { portfolioProjects as p } from '../../db/schema'
import { selectProjects } from '../portfolio'
import { blockedBetween, notSuspended } from '../safety'
import type { SearchPage } from './people'
import { folded, matchTier, wordMatches } from './words'

// The stored folded text (drizzle/0024), which the trigram index covers.
const doc = sql`${p.searchDoc}`

/**
 * The rule of a project's own page (portfolio/public-projects.ts): its owner's, private or not; anyone
 * else's while public and its owner not suspended, never across a block; visitors the public ones.
 */
const findableBy = (viewerId: string | null) => {
  const shared = and(eq(p.isPublic, true), notSuspended)
  if (!viewerId) return shared
  return or(eq(p.userId, viewerId), and(shared, not(blockedBetween(sql`${viewerId}::uuid`, p.userId))))
}

/** Projects whose title, tags or description hold every word, best first (an exact title or tag first). */
export function searchProjects(db: Db, { viewerId, q, words, take, offset }: SearchPage) {
  const text = folded(q)
  const exact = sql`${p.searchNames} @> array[${text}]`
  return selectProjects(db, viewerId)
    .where(and(...words.map((word) => wordMatches(doc, word)), findableBy(viewerId)))
    .orderBy(matchTier(doc, words, exact), desc(p.createdAt), desc(p.id))
    .limit(take)
    .offset(offset)
}
