import { ERRORS } from '@shared/error-codes'
import type { TeamChat, TeamMessage } from '@shared/schemas/chat'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { chatPage, isChatMessage } from '../../db/chat-page'
import type { Db } from '../../db/client'
import {
  changeFieldsOf,
  findReplyQuote,
  previewChangeFields,
  type RawQuote,
  type RawReaction,
  reactionsColumn,
  replyQuoteColumn,
} from '../../db/message-extras'
import { notifications, teamMembers, teamMessageReactions, teamMessages, teams, users } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { isNotNullViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'
import { linkAttachments, withAttachments } from '../attachments'
import { recipientIds, storeNotifications } from '../notifications'

/**
 * 404 for an unknown team, 403 unless the caller is a member: team chat is for members only. Returns
 * the chat's change version, read before any page of it (a change made in between is caught up again).
 */
export async function assertTeamMember({
  db,
  userId,
  teamId,
}: {
  db: Db
  userId: string
  teamId: string
}): Promise<{ version: number }> {
  if (!isUuid(teamId)) throw notFound(ERRORS.team_not_found)
  const [team] = await db
    .select({ id: teams.id, memberId: teamMembers.userId, version: teams.chatVersion })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(teams.id, teamId))
    .limit(1)
  if (!team) throw notFound(ERRORS.team_not_found)
  if (!team.memberId) throw forbidden(ERRORS.team_chat_members_only)
  return { version: Number(team.version) }
}

/** A team message row with its sender's name, its reactions and the quote of the message it answers. */
const teamMessageWithExtras = {
  message: teamMessages,
  firstName: users.firstName,
  lastName: users.lastName,
  reactions: reactionsColumn(teamMessageReactions, teamMessages),
  replyQuote: replyQuoteColumn(teamMessages),
}

export const teamChatMessages = {
  table: teamMessages,
  id: teamMessages.id,
  createdAt: teamMessages.createdAt,
  chatId: teamMessages.teamId,
}

/**
 * One page of a team's chat, oldest to newest, each message with its sender's name: the newest, the
 * ones before `before`, or the ones after `after` (catch-up); or the ones changed after the version
 * `changedSince`, in the order they changed.
 */
export async function listTeamMessages({
  db,
  userId,
  teamId,
  before,
  after,
  changedSince,
  limit,
}: {
  db: Db
  userId: string
  teamId: string
  before?: string
  after?: string
  changedSince?: number
  limit: number
}): Promise<TeamChat> {
  const { version } = await assertTeamMember({ db, userId, teamId })
  const changes = changedSince !== undefined
  const { cursor, order, newestFirst } = changes
    ? {
        // Spelled out `> 0` so the partial index of changed messages serves it.
        cursor: sql`${teamMessages.version} > ${changedSince} and ${teamMessages.version} > 0`,
        order: [asc(teamMessages.version)],
        newestFirst: false,
      }
    : chatPage(teamChatMessages, teamId, { before, after })
  const rows = await db
    .select(teamMessageWithExtras)
    .from(teamMessages)
    .innerJoin(users, eq(users.id, teamMessages.senderId))
    .where(and(eq(teamMessages.teamId, teamId), cursor))
    .orderBy(...order)
    .limit(limit + 1)
  if (after !== undefined && rows.length === 0) {
    if (!(await isChatMessage(db, teamChatMessages, teamId, after))) throw notFound(ERRORS.message_not_found)
  }
  const page = rows.slice(0, limit)
  return {
    // Their files in one query for the whole page.
    messages: await withAttachments(
      db,
      (newestFirst ? page.reverse() : page).map((row) => teamMessageJsonOf(row, userId)),
    ),
    hasMore: rows.length > limit,
    version,
  }
}

/** A row of `teamMessageWithExtras` as the API sends it, `byMe` for `viewerId`. */
const teamMessageJsonOf = (
  { message, firstName, lastName, reactions, replyQuote }: TeamMessageRowWithExtras,
  viewerId?: string,
) => toTeamMessageJson(message, { firstName, lastName }, { reactions, replyQuote }, viewerId)

type TeamMessageRowWithExtras = {
  message: typeof teamMessages.$inferSelect
  firstName: string
  lastName: string
  reactions: RawReaction[] | null
  replyQuote: RawQuote | null
}

/** One team message as the API sends it (after a change), `byMe` for `viewerId`; undefined if gone. */
export async function findTeamMessageJson(db: Db, messageId: string, viewerId?: string) {
  const [row] = await db
    .select(teamMessageWithExtras)
    .from(teamMessages)
    .innerJoin(users, eq(users.id, teamMessages.senderId))
    .where(eq(teamMessages.id, messageId))
  if (!row) return undefined
  const [message] = await withAttachments(db, [teamMessageJsonOf(row, viewerId)])
  return message
}

/**
 * Stores a team message from a member, with the other members' `team-message` notifications (one
 * collapsed row per team each) in the same transaction. Membership is checked inside the insert itself
 * (the team id comes from the caller's membership row), so a former member can never slip one in.
 * The sender has read their team's chat up to their own message. A repeat of the sender's clientId
 * stores nothing and notifies nobody: it answers with the stored message (`repeat`).
 */
export async function storeTeamMessage({
  db,
  sender,
  teamId,
  content,
  clientId,
  replyToId,
  mentions = [],
  attachmentIds,
}: {
  db: Db
  sender: { id: string }
  teamId: string
  content: string
  clientId?: string
  /** The message of this team's chat it answers. */
  replyToId?: string
  /** Who it @mentions: kept only for the team's members, never the sender. */
  mentions?: string[]
  /** The sender's unsent attachments: claimed in the same transaction, or the message is refused. */
  attachmentIds?: string[]
}): Promise<StoredTeamMessage> {
  if (!isUuid(teamId)) throw notFound(ERRORS.team_not_found)
  const quote = replyToId === undefined ? null : await findReplyQuote(db, teamChatMessages, teamId, replyToId)
  const memberTeamId = sql`(select tm.team_id from ${teamMembers} tm where tm.team_id = ${teamId} and tm.user_id = ${sender.id})`
  const mentioned = [...new Set(mentions)].filter((id) => id !== sender.id)
  // Read inside the insert: someone who left meanwhile is not mentioned (nor told).
  const memberMentions = sql`array(select tm.user_id from ${teamMembers} tm where tm.team_id = ${teamId}
    and tm.user_id = any(${sql.param(mentioned)}::uuid[]))`
  try {
    const stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teamMessages)
        .values({
          teamId: memberTeamId,
          senderId: sender.id,
          content,
          clientId,
          replyToId,
          mentions: mentioned.length > 0 ? memberMentions : [],
        })
        .onConflictDoNothing({ target: [teamMessages.senderId, teamMessages.clientId] })
        .returning()
      if (!row) return undefined
      const attachments = await linkAttachments(tx, {
        userId: sender.id,
        attachmentIds,
        link: { teamMessageId: row.id },
      })
      await tx
        .update(teamMembers)
        .set({ lastReadAt: row!.createdAt })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, sender.id)))
      const notificationIds = await storeNotifications(tx, {
        type: 'team-message',
        actorId: sender.id,
        recipients: sql`select ${teamMembers.userId} as user_id from ${teamMembers} where ${teamMembers.teamId} = ${teamId}`,
        teamId,
        collapseKey: `team-message:${teamId}`,
      })
      // A mention is news of its own: one row each, never collapsed into the chat's.
      if (row.mentions.length > 0) {
        notificationIds.push(
          ...(await storeNotifications(tx, {
            type: 'mention',
            actorId: sender.id,
            recipients: recipientIds(...row.mentions),
            teamId,
          })),
        )
      }
      const members = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId))
      return { row, attachments, notificationIds, memberIds: members.map((member) => member.userId) }
    })
    if (!stored) {
      // Only a repeated clientId inserts nothing.
      const repeat = await findSentTeamMessage({ db, senderId: sender.id, clientId: clientId!, teamId })
      if (!repeat) throw new Error('A team message insert returned no row')
      return repeat
    }
    const { row, attachments, notificationIds, memberIds } = stored
    // The name as it is now: the session knows who is sending, not what they are called today.
    const [names] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, sender.id))
    const message = toTeamMessageJson(row, names ?? { firstName: '', lastName: '' })
    return {
      message: {
        ...message,
        replyTo: row.replyToId === null ? null : quote,
        ...(attachments && { attachments }),
      },
      notificationIds,
      memberIds,
    }
  } catch (error) {
    if (!isNotNullViolation(error)) throw error
    // A retry of a message stored before its sender left the team still gets its answer.
    if (clientId) {
      const stored = await findSentTeamMessage({ db, senderId: sender.id, clientId, teamId }).catch(
        () => undefined,
      )
      if (stored) return stored
    }
    await assertTeamMember({ db, userId: sender.id, teamId })
    throw error
  }
}

export interface StoredTeamMessage {
  message: TeamMessage
  notificationIds: string[]
  memberIds: string[]
  /** The clientId had stored this message before. */
  repeat?: boolean
}

/** The team message this sender stored before under this clientId; 409 if it was another team's. */
async function findSentTeamMessage({
  db,
  senderId,
  clientId,
  teamId,
}: {
  db: Db
  senderId: string
  clientId: string
  teamId: string
}): Promise<StoredTeamMessage | undefined> {
  const [stored] = await db
    .select(teamMessageWithExtras)
    .from(teamMessages)
    .innerJoin(users, eq(users.id, teamMessages.senderId))
    .where(and(eq(teamMessages.senderId, senderId), eq(teamMessages.clientId, clientId)))
  if (!stored) return undefined
  if (stored.message.teamId !== teamId) throw conflict(ERRORS.client_id_reused)
  const [withFiles] = await withAttachments(db, [teamMessageJsonOf(stored, senderId)])
  return { message: withFiles!, notificationIds: [], memberIds: [], repeat: true }
}

/**
 * The caller has read their team's chat up to now: its unread count goes to zero and their
 * `team-message` notification for it is read. Members only (404 unknown team, 403 not a member).
 */
export async function markTeamChatRead({ db, userId, teamId }: { db: Db; userId: string; teamId: string }) {
  await assertTeamMember({ db, userId, teamId })
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(teamMembers)
      .set({ lastReadAt: sql`now()` })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({ readAt: teamMembers.lastReadAt })
    // Left the team between the check and now: nothing of theirs to read.
    if (!member) throw forbidden(ERRORS.team_chat_members_only)
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.teamId, teamId),
          eq(notifications.type, 'team-message'),
          isNull(notifications.readAt),
        ),
      )
    return { teamId, readAt: member.readAt.toISOString() }
  })
}

/**
 * A stored team message as the API sends it, with its sender's name, its reactions (`byMe` for
 * `viewerId`) and the quote it answers.
 */
export const toTeamMessageJson = (
  row: typeof teamMessages.$inferSelect,
  sender: { firstName: string; lastName: string },
  extras: { reactions?: RawReaction[] | null; replyQuote?: RawQuote | null } = {},
  viewerId?: string,
): TeamMessage => ({
  ...toTeamMessagePreview(row, sender),
  ...changeFieldsOf(row, extras, viewerId),
  mentions: row.mentions,
})

/**
 * A team message as the Team Chats list previews it (teams/my-teams.ts), whose lateral row may bring
 * its times back as text depending on the driver: no reactions or quote, which a preview never shows.
 */
export const toTeamMessagePreview = (
  row: Pick<typeof teamMessages.$inferSelect, 'id' | 'teamId' | 'senderId' | 'content' | 'clientId'> & {
    createdAt: Date | string
    editedAt: Date | string | null
    deletedAt: Date | string | null
    version: number | string
  },
  sender: { firstName: string; lastName: string },
): TeamMessage => ({
  id: row.id,
  teamId: row.teamId,
  senderId: row.senderId,
  sender: { firstName: sender.firstName, lastName: sender.lastName },
  content: row.content,
  createdAt: new Date(row.createdAt).toISOString(),
  ...(row.clientId ? { clientId: row.clientId } : {}),
  ...previewChangeFields(row),
  mentions: [],
})
