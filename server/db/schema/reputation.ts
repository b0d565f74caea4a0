import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { teams } from './teams'
import { users } from './users'

/**
 * Who was in a team when its owner marked it completed (docs/decisions/051): the record projectsCompleted and the
 * right to review are read from. Members who join or leave afterwards do not change it.
 */
export const teamCrew = pgTable(
  'team_crew',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_crew_user_idx').on(t.userId)],
)

/**
 * One crew member's review of another, once per team and pair: the unique index turns a concurrent
 * double post into one row and a 409. `hidden` is a moderator's: a hidden review stops counting.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    text: text('text'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_team_reviewer_reviewee_unique').on(t.teamId, t.reviewerId, t.revieweeId),
    // A profile's reviews, newest first, and the rating's mean: both read by reviewee.
    index('reviews_reviewee_created_idx').on(t.revieweeId, t.createdAt, t.id),
    index('reviews_reviewer_idx').on(t.reviewerId),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('reviews_not_self', sql`${t.reviewerId} <> ${t.revieweeId}`),
  ],
)

/** One person vouching for one of another's listed skills, once per endorser and skill. */
export const endorsements = pgTable(
  'endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endorserId: uuid('endorser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('endorsements_endorser_user_skill_unique').on(t.endorserId, t.userId, t.skill),
    index('endorsements_user_idx').on(t.userId),
    check('endorsements_not_self', sql`${t.endorserId} <> ${t.userId}`),
  ],
)
