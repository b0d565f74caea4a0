import { ERRORS } from '@shared/error-codes'
import type { Swipe, SwipeResult, UndoSwipeResult } from '@shared/schemas/discover'
import { BLOCKED_MESSAGE } from '@shared/schemas/safety'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conversations, matches, messages, profiles, swipes, unmatches } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { isForeignKeyViolation } from '../../lib/pg-errors'
import { advanceFrontiers, rewindFrontiers } from '../discover'
import { recipientIds, storeNotifications } from '../notifications'
import { isBlockedBetween } from '../safety'
import { countSwipe } from './tallies'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const GONE_MESSAGE = ERRORS.person_gone

/**
 * Records a pass or like. A like answered by the other person's earlier like makes the match and its
 * conversation. Both people liking at the same instant is settled by a lock on the pair: the second
 * transaction waits, then sees the first like and makes the one match (the unique pair index backs it up).
 */
export async function createSwipe({
  db,
  swiperId,
  swipedId,
  action,
}: { db: Db; swiperId: string } & Swipe): Promise<{ result: SwipeResult; notificationIds: string[] }> {
  if (swiperId === swipedId) throw badRequest(ERRORS.cannot_swipe_self, 'swipedId')
  try {
    return await db.transaction(async (tx) => {
      await lockPair(tx, swiperId, swipedId)
      // Only people who finished onboarding can be swiped: they are the ones Discover shows.
      const [target] = await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, swipedId))
      if (!target) throw notFound(GONE_MESSAGE)
      if (await isBlockedBetween(tx, swiperId, swipedId)) throw forbidden(BLOCKED_MESSAGE)

      const [inserted] = await tx
        .insert(swipes)
        .values({ swiperId, swipedId, action })
        .onConflictDoNothing()
        .returning({ id: swipes.id })
      if (!inserted) throw conflict(ERRORS.already_swiped)
      // Swiping down the deck moves its start along (docs/decisions/021).
      await advanceFrontiers(tx, swiperId, swipedId)
      // What Discover's ranking learns from (docs/decisions/042); last, so its row locks are held briefly.
      const counted = async <T>(result: T) => {
        await countSwipe(tx, { swiperId, swipedId, like: action === 'like', sign: 1 })
        return result
      }
      const none = { result: { isMatch: false }, notificationIds: [] }
      if (action === 'pass') return counted(none)

      const [likedBack] = await tx
        .select({ id: swipes.id })
        .from(swipes)
        .where(and(eq(swipes.swiperId, swipedId), eq(swipes.swipedId, swiperId), eq(swipes.action, 'like')))
      if (!likedBack) return counted(none)
      const match = await createMatch(tx, swiperId, swipedId)
      // The swiper learns of the match from this answer; the other person liked first and is told now.
      const notificationIds = await storeNotifications(tx, {
        type: 'match',
        actorId: swiperId,
        recipients: recipientIds(swipedId),
        matchId: match.id,
        conversationId: match.conversationId,
        collapseKey: `match:${match.id}`,
      })
      return counted({ result: { isMatch: true, match }, notificationIds })
    })
  } catch (error) {
    // The person deleted their account between our check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(GONE_MESSAGE)
    throw error
  }
}

/**
 * Undo (architecture "Data rules"): removes the caller's swipe on that person; a like's match goes too
 * while it has no messages. Once either person has written, undo is refused: deleting the match would
 * delete their words.
 */
export async function undoSwipe({
  db,
  swiperId,
  swipedId,
}: {
  db: Db
  swiperId: string
  swipedId: string
}): Promise<UndoSwipeResult> {
  return db.transaction(async (tx) => {
    await lockPair(tx, swiperId, swipedId)
    const [swipe] = await tx
      .select({ id: swipes.id, action: swipes.action })
      .from(swipes)
      .where(and(eq(swipes.swiperId, swiperId), eq(swipes.swipedId, swipedId)))
    if (!swipe) throw notFound(ERRORS.no_swipe_to_undo)
    // Undoing would put someone they blocked, or ended a match with, back in Discover.
    if (await isBlockedBetween(tx, swiperId, swipedId)) throw forbidden(BLOCKED_MESSAGE)
    const [ended] = await tx
      .select({ at: unmatches.createdAt })
      .from(unmatches)
      .where(
        and(
          eq(unmatches.user1Id, orderedPair(swiperId, swipedId)[0]),
          eq(unmatches.user2Id, orderedPair(swiperId, swipedId)[1]),
        ),
      )
    if (ended) throw conflict(ERRORS.undo_match_ended)

    const match = swipe.action === 'like' ? await findMatch(tx, swiperId, swipedId) : undefined
    if (match) {
      // FOR UPDATE on the conversation blocks a first message being inserted between this check and
      // the delete (inserting a message takes a key-share lock on its conversation).
      const conversationIds = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.matchId, match.id))
        .for('update')
      for (const { id } of conversationIds) {
        const [message] = await tx
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.conversationId, id))
          .limit(1)
        if (message) throw conflict(ERRORS.undo_chat_started)
      }
      await tx.delete(matches).where(eq(matches.id, match.id))
    }
    await tx.delete(swipes).where(eq(swipes.id, swipe.id))
    await countSwipe(tx, { swiperId, swipedId, like: swipe.action === 'like', sign: -1 })
    // The person is back in the caller's Discover on the next page, even where it starts past them.
    await rewindFrontiers(tx, swiperId, swipedId)
    return { matchRemoved: Boolean(match) }
  })
}

// Matches store the pair ordered (smaller id first) so one unique index covers both directions.
const orderedPair = (a: string, b: string) => (a < b ? ([a, b] as const) : ([b, a] as const))

/** Serialises every swipe and undo between the same two people, whoever of them starts it. */
const lockPair = (tx: Tx, a: string, b: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`swipe:${orderedPair(a, b).join(':')}`}, 0))`,
  )

const findMatch = async (tx: Tx, a: string, b: string) => {
  const [user1Id, user2Id] = orderedPair(a, b)
  const [match] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.user1Id, user1Id), eq(matches.user2Id, user2Id)))
  return match
}

async function createMatch(tx: Tx, a: string, b: string) {
  const [user1Id, user2Id] = orderedPair(a, b)
  await tx.insert(matches).values({ user1Id, user2Id }).onConflictDoNothing()
  const match = (await findMatch(tx, a, b))!
  await tx.insert(conversations).values({ matchId: match.id }).onConflictDoNothing()
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.matchId, match.id))
  return { id: match.id, conversationId: conversation!.id }
}
