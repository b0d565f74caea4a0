import { ERRORS } from '@shared/error-codes'
import type { Block } from '@shared/schemas/safety'
import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { preparedOnce } from '../../db/prepare'
import { blocks, notifications, swipes, users } from '../../db/schema'
import { badRequest, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { endPairMatch, findPairMatch } from '../matches'

/**
 * Blocks a person. Their match stays stored but hidden from both (the lists, the chat, calls and
 * presence all filter blocked pairs), so a report made afterwards still finds the conversation; the
 * notifications about it go. A pass each way keeps them out of each other's Discover with no extra
 * work on its hot path (it already leaves out everyone swiped). Returns the hidden match, if any.
 */
export async function blockPerson({ db, userId, blockedId }: { db: Db; userId: string; blockedId: string }) {
  if (blockedId === userId) throw badRequest(ERRORS.cannot_block_self, 'userId')
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId))
  if (!target) throw notFound(ERRORS.person_gone)
  return db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: userId, blockedId }).onConflictDoNothing()
    await tx
      .insert(swipes)
      .values([
        { swiperId: userId, swipedId: blockedId, action: 'pass' as const },
        { swiperId: blockedId, swipedId: userId, action: 'pass' as const },
      ])
      .onConflictDoNothing()
    // Neither keeps the other's name in their bell (likes, team joins, ...).
    await tx
      .delete(notifications)
      .where(
        or(
          and(eq(notifications.userId, userId), eq(notifications.actorId, blockedId)),
          and(eq(notifications.userId, blockedId), eq(notifications.actorId, userId)),
        ),
      )
    const match = await findPairMatch(tx, userId, blockedId)
    if (match) {
      await tx
        .delete(notifications)
        .where(
          or(
            eq(notifications.matchId, match.matchId),
            match.conversationId ? eq(notifications.conversationId, match.conversationId) : sql`false`,
          ),
        )
    }
    return match
  })
}

/**
 * Takes a block back. The match does not come back: it is removed now, and the pair is remembered as
 * unmatched so no old swipe can be undone into Discover again.
 */
export async function unblockPerson({
  db,
  userId,
  blockedId,
}: {
  db: Db
  userId: string
  blockedId: string
}) {
  if (!isUuid(blockedId)) throw notFound(ERRORS.not_blocked)
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, blockedId)))
      .returning({ blockedId: blocks.blockedId })
    if (removed.length === 0) throw notFound(ERRORS.not_blocked)
    return endPairMatch(tx, userId, blockedId)
  })
}

/** The people I blocked, most recent first. */
export async function listBlocks({ db, userId }: { db: Db; userId: string }): Promise<Block[]> {
  const rows = await blocksQuery(db).execute({ userId })
  return rows.map((row) => ({ user: row.user, createdAt: row.createdAt.toISOString() }))
}

// The Settings screen loads it: built once (docs/decisions/027).
const blocksQuery = preparedOnce((db: Db) =>
  db
    .select({ user: personColumns, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, sql.placeholder('userId')))
    .orderBy(desc(blocks.createdAt))
    .prepare('list_blocks'),
)
