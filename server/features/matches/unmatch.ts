import { ERRORS } from '@shared/error-codes'
import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { findLiveMatchCalls } from '../calls'
import { endPairMatch } from './pair'

/**
 * Either person ends a match: the match and its conversation go for both, and the pair stays apart in
 * Discover (their swipes remain, and the unmatch is remembered so an old swipe cannot be undone).
 */
export async function unmatch({ db, userId, matchId }: { db: Db; userId: string; matchId: string }) {
  if (!isUuid(matchId)) throw notFound(ERRORS.match_not_found)
  const [match] = await db
    .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matches)
    .where(and(eq(matches.id, matchId), or(eq(matches.user1Id, userId), eq(matches.user2Id, userId))))
  if (!match) throw notFound(ERRORS.match_not_found)
  const otherUserId = match.user1Id === userId ? match.user2Id : match.user1Id
  const { ended, liveCalls } = await db.transaction(async (tx) => {
    // Read before the match goes: its calls go with it (cascade), and both people must hear they ended.
    const liveCalls = await findLiveMatchCalls(tx, matchId)
    return { ended: await endPairMatch(tx, userId, otherUserId), liveCalls }
  })
  return { matchId, conversationId: ended?.conversationId ?? null, otherUserId, liveCalls }
}
