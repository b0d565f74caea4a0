import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { messages } from './conversations'
import { teamMessages } from './teams'
import { users } from './users'

/**
 * A file shared in a chat: made unsent on upload, linked to one message (1:1 or team) when sent. A
 * message row that goes sets its link null; the cleanup job then removes the orphan with its files.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored file (lib/storage.ts key); the thumbnail's, for images. */
    key: text('key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    /** The file name the sender's browser gave, cleaned; shown and offered on download only. */
    name: text('name').notNull(),
    /** The type read from the bytes (never the name or the client's header): what it is served as. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    teamMessageId: uuid('team_message_id').references(() => teamMessages.id, { onDelete: 'set null' }),
    /** Set when linked: with no message left, a sent attachment is an orphan, never unsent again. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('attachments_one_message', sql`${t.messageId} is null or ${t.teamMessageId} is null`),
    index('attachments_user_idx').on(t.userId),
    index('attachments_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
    index('attachments_team_message_idx').on(t.teamMessageId).where(sql`${t.teamMessageId} is not null`),
    index('attachments_unlinked_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null and ${t.teamMessageId} is null`),
  ],
)

/** Bytes a person uploaded as attachments per UTC day: the daily budget, kept when files are deleted. */
export const attachmentUsage = pgTable(
  'attachment_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
