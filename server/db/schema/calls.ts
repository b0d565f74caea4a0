import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { matches } from './conversations'
import { teams } from './teams'
import { users } from './users'

/**
 * A video call (docs/decisions/018): a 1:1 call belongs to a match, a team call to a team. Only the signalling
 * state lives here; media goes browser to browser. `status` moves ringing -> active -> ended (a team
 * call starts active), and every end is a conditional update `where status <> 'ended'`, so of two
 * concurrent ends exactly one writes the call's line in the conversation.
 */
export const calls = pgTable(
  'calls',
  {
    // The caller's own UUID for a 1:1 call (it names the call in every signal); the server's for a team.
    id: uuid('id').primaryKey(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ringing', 'active', 'ended'] })
      .notNull()
      .default('ringing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The last sweep that found one of its people connected: a 1:1 call nobody holds any more ends.
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calls_one_scope', sql`(${t.matchId} is null) <> (${t.teamId} is null)`),
    check('calls_status', sql`${t.status} in ('ringing', 'active', 'ended')`),
    // One live call per match and per team: a second ring in the same chat is refused by the database.
    uniqueIndex('calls_live_match_unique').on(t.matchId).where(sql`${t.status} <> 'ended'`),
    uniqueIndex('calls_live_team_unique').on(t.teamId).where(sql`${t.status} <> 'ended'`),
    // Deleting a match or a team (cascade) finds its calls, ended ones included.
    index('calls_match_idx').on(t.matchId),
    index('calls_team_idx').on(t.teamId),
    // The sweep reads only the calls still going.
    index('calls_live_idx').on(t.status).where(sql`${t.status} <> 'ended'`),
  ],
)

/** Who is in a team call now: a row per person, removed when they leave (the cap is counted here). */
export const callParticipants = pgTable(
  'call_participants',
  {
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // As calls.seenAt, per person: someone with no socket for a while is dropped from the call.
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] }), index('call_participants_user_idx').on(t.userId)],
)
