import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches, profiles, teamMembers, users } from '../../db/schema'
import { cardFields, discoverable } from '../discover'
import { profileVisibleTo } from '../people'
import { folded, matchTier, wordMatches } from './words'

const doc = sql`${profiles.searchDoc}`

/**
 * Whom a signed-in viewer may find: whoever's profile page they may open (people/visibility.ts), and of
 * those hidden from Discover only their matches and teammates (and themselves).
 */
function findableBy(viewerId: string) {
  const viewer = sql`${viewerId}::uuid`
  return sql`(${profileVisibleTo(viewerId)} and (${profiles.showInDiscovery} or ${users.id} = ${viewer}
    or exists (select 1 from ${matches} where ${matches.user1Id} = least(${users.id}, ${viewer})
      and ${matches.user2Id} = greatest(${users.id}, ${viewer}))
    or exists (select 1 from ${teamMembers} mine join ${teamMembers} theirs on theirs.team_id = mine.team_id
      where mine.user_id = ${viewer} and theirs.user_id = ${users.id})))`
}

/** Visitors search the demo people only, as Discover's preview shows them. */
const findableByVisitors = sql`(${users.isDemo} and ${discoverable} and ${users.suspendedAt} is null)`

/** People whose name, profession, skills, location or bio hold every word, best first, as Discover cards. */
export function searchPeople(db: Db, { viewerId, q, words, take, offset }: SearchPage) {
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`
  const text = folded(q)
  const exact = sql`(search_fold(${name}) = ${text} or search_fold(${users.firstName}) = ${text}
    or search_fold(${users.lastName}) = ${text})`
  return db
    .select(cardFields)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        ...words.map((word) => wordMatches(doc, word)),
        viewerId ? findableBy(viewerId) : findableByVisitors,
      ),
    )
    .orderBy(matchTier(doc, words, exact), desc(users.lastActiveAt), desc(users.id))
    .limit(take)
    .offset(offset)
}

export interface SearchPage {
  viewerId: string | null
  /** The query as typed (trimmed). */
  q: string
  words: string[]
  take: number
  offset: number
}
