import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    // The issuer's subject: users are found by it, never by email (emails can change hands).
    googleSub: text('google_sub'),
    passwordHash: text('password_hash'),
    // Seeded demo people: shown in signed-out preview mode, never mixed with real users' data there.
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by a moderator: no sign-in, no sessions, hidden from Discover, Featured and team member lists.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // When the address in `email` was shown to belong to this person (the issuer's email_verified, or a
    // confirmation link). Null: nobody proved it, so it gets no mail but a confirmation and yields to
    // whoever proves it (docs/decisions/025-account-tokens.md).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // An address asked for in Settings and not confirmed yet. Not unique and never looked up by sign-in:
    // typing someone's address here must not block or claim it.
    pendingEmail: text('pending_email'),
    // A moderator (their address is in ADMIN_EMAILS): staff, never dealt in Discover. Kept by the database,
    // not by the app's writes: a trigger sets it from moderator_emails whenever an address is written, and
    // start-up refreshes that table from ADMIN_EMAILS (drizzle/0017, server/features/safety/moderators.ts).
    isModerator: boolean('is_moderator').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    index('users_is_demo_idx').on(t.isDemo),
  ],
)

/**
 * The addresses of ADMIN_EMAILS, lower case, as the database's own copy: the users trigger of drizzle/0017
 * reads it, so every way an address is written (sign-up, a confirmed change, an unproved address given
 * up) keeps users.is_moderator right. Replaced at every start-up (syncModerators).
 */
export const moderatorEmails = pgTable('moderator_emails', {
  email: text('email').primaryKey(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

export type UserRow = typeof users.$inferSelect
