import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { matches, profiles, users } from '../../db/schema'
import { blockedBetween } from '../safety'

/**
 * Whether `viewerId` may see the profile of the `users` row (joined with its `profiles` row) of the query
 * it sits in: public to anyone signed in, friends to the people matched with them, private to its owner;
 * and never across a block (either way) or while a moderator has the account suspended. For use inside
 * other features' queries (a person's projects), so one rule decides who sees a profile and what hangs on it.
 */
export function profileVisibleTo(viewerId: string | Placeholder | SQL) {
  const viewer = sql`${viewerId}::uuid`
  return sql`(${users.suspendedAt} is null
    and not ${blockedBetween(viewer, users.id)}
    and (${users.id} = ${viewer}
      or ${profiles.profileVisibility} = 'public'
      or (${profiles.profileVisibility} = 'friends' and exists (select 1 from ${matches}
        where ${matches.user1Id} = least(${users.id}, ${viewer})
          and ${matches.user2Id} = greatest(${users.id}, ${viewer})))))`
}
