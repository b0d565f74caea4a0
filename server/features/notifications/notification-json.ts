import type { Notification, NotificationType } from '@shared/schemas/notifications'
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { notifications, portfolioProjects, reviews, teams, users } from '../../db/schema'

const actors = alias(users, 'actor')

/** The columns a notification is shown with: the row, its actor, the team's name, the project's title. */
export const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  count: notifications.count,
  matchId: notifications.matchId,
  conversationId: notifications.conversationId,
  teamId: notifications.teamId,
  projectId: notifications.projectId,
  actorId: actors.id,
  actorFirstName: actors.firstName,
  actorLastName: actors.lastName,
  actorImage: actors.profileImageUrl,
  teamName: teams.name,
  projectTitle: portfolioProjects.title,
  // A review notification is one review: by its actor, of its recipient, in its team (docs/decisions/051).
  stars: sql<number | null>`case when ${notifications.type} = 'review' then (select r.stars from ${reviews} r
    where r.team_id = ${notifications.teamId} and r.reviewer_id = ${notifications.actorId}
      and r.reviewee_id = ${notifications.userId}) end`,
  // Where the row stands in the list, with PostgreSQL's microseconds, for the next page's cursor.
  position: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
}

/** Notifications with what they are shown with; callers add their own where, order and limit. */
export const selectNotifications = (db: Db) =>
  db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(teams, eq(teams.id, notifications.teamId))
    .leftJoin(portfolioProjects, eq(portfolioProjects.id, notifications.projectId))
    .$dynamic()

export interface NotificationRow {
  id: string
  userId: string
  type: NotificationType
  createdAt: Date
  readAt: Date | null
  count: number
  matchId: string | null
  conversationId: string | null
  teamId: string | null
  projectId: string | null
  actorId: string | null
  actorFirstName: string | null
  actorLastName: string | null
  actorImage: string | null
  teamName: string | null
  projectTitle: string | null
  stars: number | null
  position: string
}

const optional = <K extends string>(key: K, value: string | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, string>>

export const toNotificationJson = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  count: row.count,
  actor:
    row.actorId === null
      ? null
      : {
          id: row.actorId,
          firstName: row.actorFirstName ?? '',
          lastName: row.actorLastName ?? '',
          profileImageUrl: row.actorImage,
        },
  ...optional('matchId', row.matchId),
  ...optional('conversationId', row.conversationId),
  ...optional('teamId', row.teamId),
  ...optional('teamName', row.teamName),
  ...optional('projectId', row.projectId),
  ...optional('projectTitle', row.projectTitle),
  ...(row.stars === null ? {} : { stars: Number(row.stars) }),
})
