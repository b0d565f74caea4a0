import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * One row per person who has a Discover frontier (docs/decisions/021). Undo counts here: a frontier
 * computed before an undo must not be stored after it, and both writers lock this row.
 */
export const discoverViewers = pgTable('discover_viewers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  undoCount: integer('undo_count').notNull().default(0),
})

/**
 * Where a caller's deck starts (docs/decisions/021): every candidate of the deck ranked above this
 * position (is_available_for_work, updated_at, user_id) had been swiped by the caller, except people
 * whose profile changed after `since`. `deck` is a hash of the tier and filters; `province` is the
 * caller's own at the time, since their first tier depends on it.
 */
export const discoverFrontiers = pgTable(
  'discover_frontiers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => discoverViewers.userId, { onDelete: 'cascade' }),
    deck: text('deck').notNull(),
    isAvailableForWork: boolean('is_available_for_work').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    rankUserId: uuid('rank_user_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    province: text('province'),
    // 1 (the caller's province) or 2 (everyone else) for a deck without filters: swiping the person just
    // below its frontier moves it down at once. Filtered decks move only when read from their top.
    tier: smallint('tier'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deck] })],
)
