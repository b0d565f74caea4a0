import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

// One row per user, created with the defaults of docs/product.md §9 when the user is created.
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  newMatches: boolean('new_matches').notNull().default(true),
  newMessages: boolean('new_messages').notNull().default(true),
  teamUpdates: boolean('team_updates').notNull().default(true),
  portfolioLikes: boolean('portfolio_likes').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  timezone: text('timezone').notNull().default('UTC'),
  /**
   * When the zone was decided: chosen in Settings, taken from the browser at sign-up, or adopted from it
   * once afterwards. Null: still the default UTC that nobody chose, which the browser's zone may replace
   * once.
   */
  timezoneSetAt: timestamp('timezone_set_at', { withTimezone: true }),
  distanceUnit: text('distance_unit').notNull().default('km'),
  theme: text('theme').notNull().default('light'),
  language: text('language').notNull().default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
