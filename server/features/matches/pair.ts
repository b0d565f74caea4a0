import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conversations, matches, unmatches } from '../../db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// Stored as the ordered pair (smaller id first), as matches are.
const orderedPair = (a: string, b: string) => (a < b ? ([a, b] as const) : ([b, a] as const))

/** The match of two people and its conversation, if they have one. */
export async function findPairMatch(db: Db | Tx, a: string, b: string) {
  const [user1Id, user2Id] = orderedPair(a, b)
  const [match] = await db
    .select({ matchId: matches.id, conversationId: conversations.id })
    .from(matches)
    .leftJoin(conversations, eq(conversations.matchId, matches.id))
    .where(and(eq(matches.user1Id, user1Id), eq(matches.user2Id, user2Id)))
  return match
}

/** Removes the pair's match (and with it the conversation) and remembers them as unmatched. */
export async function endPairMatch(tx: Db | Tx, a: string, b: string) {
  const match = await findPairMatch(tx, a, b)
  if (match) await tx.delete(matches).where(eq(matches.id, match.matchId))
  const [user1Id, user2Id] = orderedPair(a, b)
  await tx.insert(unmatches).values({ user1Id, user2Id }).onConflictDoNothing()
  return match
}
