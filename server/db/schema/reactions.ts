import { REACTION_EMOJIS } from '@shared/schemas/message-changes'
import { sql } from 'drizzle-orm'
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { messages } from './conversations'
import { teamMessages } from './teams'
import { users } from './users'

const emojiList = sql.raw(REACTION_EMOJIS.map((emoji) => `'${emoji}'`).join(', '))

/** One person's reaction with one emoji to a 1:1 message: putting it twice is still one row. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_reactions_pk', columns: [t.messageId, t.userId, t.emoji] }),
    check('message_reactions_emoji', sql`${t.emoji} in (${emojiList})`),
  ],
)

/** The same for team chat messages. */
export const teamMessageReactions = pgTable(
  'team_message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => teamMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'team_message_reactions_pk', columns: [t.messageId, t.userId, t.emoji] }),
    check('team_message_reactions_emoji', sql`${t.emoji} in (${emojiList})`),
  ],
)
