import { MESSAGE_EDIT_WINDOW_MS } from '@shared/limits'
import type { Message, TeamMessage } from '@shared/schemas/chat'
import { rooms } from '@shared/socket-events'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import {
  conversations,
  messageReactions,
  messages,
  teamMessageReactions,
  teamMessages,
  teams,
} from '../../db/schema'
import { findMessageJson } from '../messages'
import { blockedBetween } from '../safety'
import { findTeamMessageJson } from '../team-chat'

/** A message as the change functions read it, whichever chat it is in. */
export interface ChangeTarget {
  id: string
  chatId: string
  senderId: string
  deleted: boolean
  /** Still within the 15 minutes its sender may edit it in. */
  editable: boolean
  /** A call's line ("Missed video call"): nobody wrote it, so nobody edits or deletes it. */
  callLine: boolean
}

/**
 * What tells the two chats apart for edits, deletions and reactions: their tables, who may act in them,
 * the counter their versions come from, the room they are broadcast to and how a message reads.
 */
export interface ChatKind<M extends Message | TeamMessage = Message | TeamMessage> {
  table: typeof messages | typeof teamMessages
  reactions: typeof messageReactions | typeof teamMessageReactions
  /**
   * The message `messageId` if `userId` may act in its chat now (one of the match's two people and
   * no block between them; a member of the team), undefined otherwise: someone outside a chat cannot
   * tell its messages from ones that do not exist.
   */
  find: (db: Db, messageId: string, userId: string) => Promise<ChangeTarget | undefined>
  /** Takes the chat's next change number, holding its row until the transaction ends. */
  nextVersion: (tx: Db, chatId: string) => Promise<number>
  /** The room of the chat a message is in: where its changes are broadcast. */
  roomOf: (message: M) => string
  read: (db: Db, messageId: string, viewerId?: string) => Promise<M | undefined>
}

// Read with the same clock that wrote created_at, so the edit window is the database's.
const editWindow = sql.raw(`interval '${MESSAGE_EDIT_WINDOW_MS / 1000} seconds'`)
const targetColumns = (table: typeof messages | typeof teamMessages, chatId: SQL) => sql`
  m.id, ${chatId} as chat_id, m.sender_id, m.deleted_at is not null as deleted,
  m.created_at > now() - ${editWindow} as editable,
  ${table === messages ? sql`m.call_outcome is not null` : sql`false`} as call_line`

interface TargetRow {
  id: string
  chat_id: string
  sender_id: string
  deleted: boolean
  editable: boolean
  call_line: boolean
}

const toTarget = (row: TargetRow | undefined): ChangeTarget | undefined =>
  row && {
    id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    deleted: row.deleted,
    editable: row.editable,
    callLine: row.call_line,
  }

export const directChat: ChatKind<Message> = {
  table: messages,
  reactions: messageReactions,
  find: async (db, messageId, userId) =>
    toTarget(
      (
        await queryRows<TargetRow>(
          db,
          sql`select ${targetColumns(messages, sql`m.conversation_id`)}
          from ${messages} m join ${conversations} c on c.id = m.conversation_id join matches x on x.id = c.match_id
          where m.id = ${messageId} and ${userId} in (x.user1_id, x.user2_id)
            and not ${blockedBetween(sql`x.user1_id`, sql`x.user2_id`)}`,
        )
      )[0],
    ),
  nextVersion: async (tx, chatId) => {
    const [row] = await tx
      .update(conversations)
      .set({ changeVersion: sql`${conversations.changeVersion} + 1` })
      .where(eq(conversations.id, chatId))
      .returning({ version: conversations.changeVersion })
    return Number(row!.version)
  },
  roomOf: (message) => rooms.conversation(message.conversationId),
  read: findMessageJson,
}

export const teamChat: ChatKind<TeamMessage> = {
  table: teamMessages,
  reactions: teamMessageReactions,
  find: async (db, messageId, userId) =>
    toTarget(
      (
        await queryRows<TargetRow>(
          db,
          sql`select ${targetColumns(teamMessages, sql`m.team_id`)}
          from ${teamMessages} m join team_members tm on tm.team_id = m.team_id and tm.user_id = ${userId}
          where m.id = ${messageId}`,
        )
      )[0],
    ),
  nextVersion: async (tx, chatId) => {
    const [row] = await tx
      .update(teams)
      .set({ chatVersion: sql`${teams.chatVersion} + 1` })
      .where(eq(teams.id, chatId))
      .returning({ version: teams.chatVersion })
    return Number(row!.version)
  },
  roomOf: (message) => rooms.team(message.teamId),
  read: findTeamMessageJson,
}
