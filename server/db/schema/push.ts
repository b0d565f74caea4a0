import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A browser's web push subscription (docs/decisions/024). One person may have several (phone, laptop);
 * an endpoint is one browser profile's, so it belongs to one person: subscribing it again for someone
 * else (a shared computer) moves it, through the unique endpoint. `p256dh` and `auth` are the
 * browser's keys that each payload is encrypted for (RFC 8291).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each push reads a person's devices.
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/**
 * Keys the server makes for itself once and every instance shares: the VAPID key pair when
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set. Kept in the database, not on one instance's disk,
 * so every instance signs with the same key (browsers bind a subscription to the key it was made with).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
