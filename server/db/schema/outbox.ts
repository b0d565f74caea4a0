import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** How a message leaves the app. Web push (docs/decisions/024) is 'push'. */
export const OUTBOX_CHANNELS = ['email', 'push'] as const
export const OUTBOX_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const

/**
 * What should reach a person away from the app (docs/decisions/023), written in the transaction of the event
 * that caused it, and drained by a worker on every instance (`FOR UPDATE SKIP LOCKED`). A row waits
 * until `not_before`; one instance claims it for `locked_until`; it ends `sent`, `skipped` (a rule said
 * no when it was due: the person came back, read it, or turned the setting off) or `failed` after the
 * last attempt, with `last_error` kept. `topic` names the thing ("message:<conversation>",
 * "match:<match>", "digest:<date>"): a person has at most one pending row per channel and topic, so a
 * chat of twenty messages while they are away is one email, not twenty.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('email', 'push')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sent', 'skipped', 'failed')`),
    uniqueIndex('outbox_pending_topic_unique')
      .on(t.channel, t.userId, t.topic)
      .where(sql`${t.status} = 'pending'`),
    // The worker's claim reads only what is waiting, oldest due first.
    index('outbox_due_idx').on(t.notBefore).where(sql`${t.status} = 'pending'`),
    // "At most one email per conversation per hour" looks up the last one sent on a topic; account
    // deletion's cascade finds a person's rows by the same index.
    index('outbox_user_topic_idx').on(t.userId, t.topic, t.sentAt),
  ],
)

/**
 * Whether a person has a socket connected on any instance, and since when they have not: written on
 * presence transitions (realtime/presence), so every instance can tell "no socket for 10 minutes".
 */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
})
