import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamJoinRequests, teamMembers, teams, users } from '../../db/schema'
import { teamUserColumns } from '../teams'
import type { SearchPage } from './people'
import { folded, matchTier, wordMatches } from './words'

// The stored folded text (drizzle/0025), which the trigram index covers.
const doc = sql`${teams.searchDoc}`

const memberCount = sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`

/**
 * Teams whose name, description or project type hold every word, best first, as Find Teams cards: public
 * teams and the viewer's own (a private team is its members' alone, as everywhere). Visitors find none.
 */
export function searchTeams(db: Db, { viewerId, q, words, take, offset }: SearchPage & { viewerId: string }) {
  const mine = sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id}
    and ${teamMembers.userId} = ${viewerId}::uuid)`
  // The Join button says "Requested" while the viewer's request waits, as on Find Teams.
  const joinRequested = sql<boolean>`exists (select 1 from ${teamJoinRequests} r where r.team_id = ${teams.id}
    and r.user_id = ${viewerId}::uuid and r.status = 'pending')`
  return db
    .select({ team: teams, owner: teamUserColumns, memberCount, joinRequested })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(and(...words.map((word) => wordMatches(doc, word)), or(eq(teams.isPublic, true), mine)))
    .orderBy(matchTier(doc, words, eq(teams.searchName, folded(q))), desc(teams.createdAt), desc(teams.id))
    .limit(take)
    .offset(offset)
}
