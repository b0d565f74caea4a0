import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** What a token may do; a token of one purpose is unknown to the other's endpoint. */
export const ACCOUNT_TOKEN_PURPOSES = ['email_change', 'password_reset'] as const

/**
 * Links mailed to a person (docs/decisions/025): confirm a new address, or set a new password. Only the SHA-256
 * of the token is kept, so a leaked table opens nothing. A token is bound to one account, one purpose
 * and one address (`email`: the new address, or the address the reset was mailed to), and is used once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('account_tokens_purpose', sql`${t.purpose} in ('email_change', 'password_reset')`),
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
)
