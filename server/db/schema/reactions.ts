import { REACTION_EMOJIS } from '@shared/schemas/message-changes'
import { sql } from 'drizzle-orm'
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { messages } from './conversations'
import { teamMessages } from './teams'
import { users } from './users'

const emojiList = sql.raw(REACTION_EMOJIS.map((emoji) => `'${emoji}'`).join(', '))

/**
 * One person's reaction with one emoji to a message of `messageTable`: putting it twice is still one
 * row (the primary key). The two chats' tables differ only in the messages they point at.
 */
const reactionsOf = (name: string, messageTable: typeof messages | typeof teamMessages) =>
  pgTable(
    name,
    {
      messageId: uuid('message_id')
        .notNull()
        .references(() => messageTable.id, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      emoji: text('emoji').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.messageId, t.userId, t.emoji] }),
      check(`${name}_emoji`, sql`${t.emoji} in (${emojiList})`),
    ],
  )

export const messageReactions = reactionsOf('message_reactions', messages)
export const teamMessageReactions = reactionsOf('team_message_reactions', teamMessages)
