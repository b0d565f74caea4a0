import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored as an ordered pair (user1Id < user2Id) so the unique index covers both directions.
    user1Id: uuid('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: uuid('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matches_pair_unique').on(t.user1Id, t.user2Id),
    index('matches_user2_idx').on(t.user2Id),
    check('matches_ordered_pair', sql`${t.user1Id} < ${t.user2Id}`),
  ],
)

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last number this chat's changes took (edits, deletions, reactions): see message-changes. */
    changeVersion: bigint('change_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('conversations_match_unique').on(t.matchId)],
)

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The sender's own id for the message (a UUID made once per message): a retried send stores it once. */
    clientId: uuid('client_id'),
    /** Set on the line a video call leaves ("Missed video call"): how it ended, and how long it lasted. */
    callOutcome: text('call_outcome', { enum: ['missed', 'declined', 'ended'] }),
    callSeconds: integer('call_seconds'),
    /** The message this one answers, of the same conversation (no foreign key: a reply outlives it). */
    replyToId: uuid('reply_to_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set when its sender deleted it: a tombstone, its content emptied. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 0 until it first changes; then its conversation's changeVersion at its latest change. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check(
      'messages_call_outcome',
      sql`${t.callOutcome} is null or ${t.callOutcome} in ('missed', 'declined', 'ended')`,
    ),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    // NULLs are distinct, so messages sent without a clientId never collide.
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    // Unread counts on the matches list read only the few unread rows, however long the history.
    index('messages_unread_idx').on(t.conversationId, t.senderId).where(sql`${t.readAt} is null`),
    // A catch-up reads only the changed messages after its version.
    index('messages_conversation_version_idx').on(t.conversationId, t.version).where(sql`${t.version} > 0`),
  ],
)
