import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { REPORT_REASONS, REPORT_STATUSES } from '../../../shared/schemas/safety'
import { users } from './users'

/** One person blocking another. A block works both ways: either row hides the pair from each other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
)

/**
 * Two people who ended their match (unmatch, or unblock after a block), stored as the ordered pair:
 * their swipes stay, so Discover keeps them apart, and undoing an old swipe cannot bring them back.
 */
export const unmatches = pgTable(
  'unmatches',
  {
    user1Id: uuid('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: uuid('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user1Id, t.user2Id] }),
    check('unmatches_ordered_pair', sql`${t.user1Id} < ${t.user2Id}`),
  ],
)

export const reportReason = pgEnum('report_reason', REPORT_REASONS)
export const reportStatus = pgEnum('report_status', REPORT_STATUSES)

/**
 * A report with a snapshot of its evidence taken when it was made, so an unmatch, a block or a deletion
 * that follows cannot erase it. Both people are `set null` on deletion: a deleted reporter's reports
 * stay for the moderators, anonymised.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    messageId: uuid('message_id'),
    projectId: uuid('project_id'),
    // Not a foreign key, like the two above: the evidence snapshot outlives the review.
    reviewId: uuid('review_id'),
    evidence: jsonb('evidence').notNull(),
    status: reportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_reported_idx').on(t.reportedId),
  ],
)
