import { ERRORS } from '@shared/error-codes'
import type { CallLog } from '@shared/schemas/calls'
import type { Match, MatchUser } from '@shared/schemas/chat'
import { BLOCKED_MESSAGE } from '@shared/schemas/safety'
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { previewChangeFields } from '../../db/message-extras'
import { preparedOnce } from '../../db/prepare'
import { conversations, matches, messages, profiles, users } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { callLogOf } from '../messages'
import { blockedBetween, isBlockedBetween } from '../safety'

const user1 = alias(users, 'user1')
const user2 = alias(users, 'user2')
const profile1 = alias(profiles, 'profile1')
const profile2 = alias(profiles, 'profile2')

const person = (user: typeof user1 | typeof user2, profile: typeof profile1 | typeof profile2) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  profession: profile.profession,
  showOnlineStatus: profile.showOnlineStatus,
})

// The Messages screen's list, built once (docs/decisions/027): one statement whatever the number of matches.
const matchesQuery = preparedOnce((db) => {
  const userId = sql.placeholder('userId')
  const lastMessage = db
    .select({
      id: messages.id,
      content: messages.content,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      callOutcome: messages.callOutcome,
      callSeconds: messages.callSeconds,
      editedAt: messages.editedAt,
      deletedAt: messages.deletedAt,
      version: messages.version,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message')
  const unread = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        ne(messages.senderId, userId),
        isNull(messages.readAt),
        // A call's line says a call happened; it is no message waiting to be read.
        isNull(messages.callOutcome),
      ),
    )
    .as('unread')

  return (
    db
      .select({
        id: matches.id,
        user1Id: matches.user1Id,
        user2Id: matches.user2Id,
        createdAt: matches.createdAt,
        conversationId: conversations.id,
        user1: person(user1, profile1),
        user2: person(user2, profile2),
        lastMessage: {
          id: lastMessage.id,
          content: lastMessage.content,
          senderId: lastMessage.senderId,
          createdAt: lastMessage.createdAt,
          readAt: lastMessage.readAt,
          callOutcome: lastMessage.callOutcome,
          callSeconds: lastMessage.callSeconds,
          editedAt: lastMessage.editedAt,
          deletedAt: lastMessage.deletedAt,
          version: lastMessage.version,
        },
        unreadCount: unread.count,
      })
      .from(matches)
      .innerJoin(user1, eq(user1.id, matches.user1Id))
      .innerJoin(user2, eq(user2.id, matches.user2Id))
      .leftJoin(profile1, eq(profile1.userId, matches.user1Id))
      .leftJoin(profile2, eq(profile2.userId, matches.user2Id))
      .leftJoin(conversations, eq(conversations.matchId, matches.id))
      .leftJoinLateral(lastMessage, sql`true`)
      .leftJoinLateral(unread, sql`true`)
      // A blocked pair's match is kept (a later report still finds the conversation) but shown to neither.
      .where(
        and(
          or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)),
          sql`not ${blockedBetween(matches.user1Id, matches.user2Id)}`,
        ),
      )
      .orderBy(desc(sql`coalesce(${lastMessage.createdAt}, ${matches.createdAt})`), desc(matches.id))
      .prepare('list_matches')
  )
})

/**
 * The caller's matches with both people, the conversation, its last message and the caller's unread
 * count, most recent activity first. One query however many matches there are (no N+1), and one
 * presence lookup for the other people who show their online status (isOnline is absent for the rest).
 */
export async function listMatches({
  db,
  userId,
  onlineAmong,
}: {
  db: Db
  userId: string
  onlineAmong: (userIds: string[]) => Promise<Set<string>>
}): Promise<Match[]> {
  const rows = await matchesQuery(db).execute({ userId })
  const other = (row: (typeof rows)[number]) => (row.user1Id === userId ? row.user2 : row.user1)
  const online = await onlineAmong(
    rows.filter((row) => other(row).showOnlineStatus).map((row) => other(row).id),
  )
  return rows.map((row) => ({
    id: row.id,
    user1Id: row.user1Id,
    user2Id: row.user2Id,
    user1: toMatchUser(row.user1),
    user2: toMatchUser(row.user2),
    createdAt: row.createdAt.toISOString(),
    conversationId: row.conversationId,
    lastMessage:
      row.lastMessage && row.conversationId ? toLastMessage(row.lastMessage, row.conversationId) : null,
    unreadCount: row.unreadCount ?? 0,
    ...(other(row).showOnlineStatus && { isOnline: online.has(other(row).id) }),
  }))
}

const toMatchUser = ({
  profession,
  showOnlineStatus: _,
  ...user
}: Omit<MatchUser, 'profile'> & { profession: string | null; showOnlineStatus: boolean | null }) => ({
  ...user,
  profile: profession === null ? null : { profession },
})

/** The preview's message; a call's line carries `call`, so the list can say it in the person's language. */
function toLastMessage(
  {
    callOutcome,
    callSeconds,
    editedAt,
    deletedAt,
    version,
    ...last
  }: {
    id: string
    content: string
    senderId: string
    createdAt: Date | string
    readAt: Date | string | null
    callOutcome: CallLog['outcome'] | null
    callSeconds: number | string | null
    editedAt: Date | string | null
    deletedAt: Date | string | null
    version: number | string
  },
  conversationId: string,
) {
  return {
    ...last,
    conversationId,
    createdAt: toIso(last.createdAt),
    readAt: last.readAt === null ? null : toIso(last.readAt),
    ...callLogOf(callOutcome, callSeconds === null ? null : Number(callSeconds)),
    ...previewChangeFields({ editedAt, deletedAt, version }),
  }
}

// Fields of a lateral subquery may come back undecoded (a string) depending on the driver.
const toIso = (value: Date | string) => new Date(value).toISOString()

/**
 * The other person of a match, for relaying call signalling: 404 for an unknown match, 403 when the
 * caller is not one of its two people.
 */
export async function findMatchPeer({ db, userId, matchId }: { db: Db; userId: string; matchId: string }) {
  if (!isUuid(matchId)) throw notFound(ERRORS.match_not_found)
  const [match] = await db
    .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1)
  if (!match) throw notFound(ERRORS.match_not_found)
  const peerId = match.user1Id === userId ? match.user2Id : match.user2Id === userId ? match.user1Id : null
  if (!peerId) throw forbidden(ERRORS.match_not_yours)
  if (await isBlockedBetween(db, userId, peerId)) throw forbidden(BLOCKED_MESSAGE)
  return peerId
}
