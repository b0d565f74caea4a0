import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_TYPES } from '../../../shared/schemas/notifications'
import { conversations, matches } from './conversations'
import { portfolioProjects } from './portfolio'
import { teams } from './teams'
import { users } from './users'

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES)

/**
 * One row per recipient and event (docs/decisions/012), written in the transaction of the event itself. Rows
 * of the same thing share a `collapseKey` ("message:<conversation>", "team-message:<team>",
 * "portfolio-like:<project>", "match:<match>"): a new event updates that one row (count, actor, time,
 * unread again) instead of adding another, so a person's notifications grow with what they take part
 * in, not with every message. Everything it is about cascades: an undone match, a deleted team or
 * project, or a deleted actor takes the notification with it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    collapseKey: text('collapse_key'),
    count: integer('count').notNull().default(1),
    // The latest event's time: a collapsed row moves back to the top when something new happens.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The bell's count reads only the unread rows.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_collapse_unique').on(t.userId, t.collapseKey),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_conversation_idx').on(t.conversationId),
    index('notifications_team_idx').on(t.teamId),
    index('notifications_project_idx').on(t.projectId),
    index('notifications_match_idx').on(t.matchId),
  ],
)
