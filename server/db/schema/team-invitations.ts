import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { teams } from './teams'
import { users } from './users'

/**
 * An owner's invitation of a person they matched with. Answered or withdrawn rows stay as a record
 * with their status; only one may be pending per team and person (the partial unique index), so
 * inviting twice cannot pile up invitations. Pending ones lapse at `expiresAt` (14 days).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'pending', 'accepted', 'declined', 'cancelled' or 'expired'.
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '14 days'`),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_unique')
      .on(t.teamId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
    index('team_invitations_invitee_idx').on(t.inviteeId),
    index('team_invitations_inviter_idx').on(t.inviterId),
    check(
      'team_invitations_status',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled', 'expired')`,
    ),
  ],
)

/** Someone asking to join a team whose owner approves members; at most one pending per team and person. */
export const teamJoinRequests = pgTable(
  'team_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'pending', 'approved' or 'declined'.
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_join_requests_pending_unique')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('team_join_requests_user_idx').on(t.userId),
    check('team_join_requests_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
)
