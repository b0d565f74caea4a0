import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const swipeAction = pgEnum('swipe_action', ['pass', 'like'])

export const swipes = pgTable(
  'swipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    swiperId: uuid('swiper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    swipedId: uuid('swiped_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: swipeAction('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One swipe per (swiper, swiped); also serves "who did I swipe" for discover's exclusion.
    uniqueIndex('swipes_swiper_swiped_unique').on(t.swiperId, t.swipedId),
    index('swipes_swiped_idx').on(t.swipedId),
    // The latest people who liked someone: a fresh Discover deck takes them in first (docs/decisions/042).
    index('swipes_liked_idx').on(t.swipedId, t.createdAt).where(sql`action = 'like'`),
  ],
)
