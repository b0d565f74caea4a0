import type { NotificationType } from '@shared/schemas/notifications'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { notifications, userSettings } from '../../db/schema'
import { blockedBetween } from '../safety'
import { type NotificationRow, selectNotifications, toNotificationJson } from './notification-json'

/** The setting that switches each type off (docs/product.md §3 notification settings). */
export const SETTING_OF_TYPE = {
  match: userSettings.newMatches,
  message: userSettings.newMessages,
  'team-join': userSettings.teamUpdates,
  'team-message': userSettings.teamUpdates,
  'team-removed': userSettings.teamUpdates,
  'team-invite': userSettings.teamUpdates,
  'team-invite-accepted': userSettings.teamUpdates,
  'team-join-request': userSettings.teamUpdates,
  'team-join-approved': userSettings.teamUpdates,
  'team-join-declined': userSettings.teamUpdates,
  'task-assigned': userSettings.teamUpdates,
  // A message addressed to the person by name: their message setting, whatever they hear of the team.
  mention: userSettings.newMessages,
  'portfolio-like': userSettings.portfolioLikes,
  review: userSettings.teamUpdates,
  endorsement: userSettings.teamUpdates,
} as const satisfies Record<NotificationType, unknown>

/** What a notification is about; `collapseKey` makes later events of the same thing update one row. */
export interface NotificationEvent {
  type: NotificationType
  actorId: string | null
  /** A query yielding one `user_id` column: who is told (the actor never is). */
  recipients: SQL
  matchId?: string
  conversationId?: string
  teamId?: string
  projectId?: string
  collapseKey?: string
  /**
   * Whether the same person again counts again (three messages are three). Off for likes: unliking
   * and liking again is still one person's like, not news.
   */
  repeatsCount?: boolean
}

/** `recipients` for people known by id. */
export const recipientIds = (...ids: string[]) =>
  sql`select r.id as user_id from (values ${sql.join(
    ids.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  )}) as r(id)`

/**
 * Stores one event's notifications inside the caller's transaction, for every recipient whose setting
 * for the type is on (no settings row means the defaults: on). A recipient who already has the
 * collapsed row gets it updated: unread again, one more in `count` (or 1 if it had been read), the
 * new actor and time. Returns the ids written, to push once the transaction has committed.
 */
export async function storeNotifications(tx: Db, event: NotificationEvent): Promise<string[]> {
  const setting = SETTING_OF_TYPE[event.type]
  const uuid = (value: string | undefined) => (value === undefined ? sql`null` : sql`${value}::uuid`)
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    insert into ${notifications} (user_id, type, actor_id, match_id, conversation_id, team_id, project_id, collapse_key)
    select r.user_id, ${event.type}::notification_type, ${uuid(event.actorId ?? undefined)}, ${uuid(event.matchId)},
      ${uuid(event.conversationId)}, ${uuid(event.teamId)}, ${uuid(event.projectId)}, ${event.collapseKey ?? null}::text
    from (${event.recipients}) r
    left join ${userSettings} on ${userSettings.userId} = r.user_id
    where coalesce(${setting}, true) and r.user_id is distinct from ${uuid(event.actorId ?? undefined)}
      and not ${blockedBetween(sql`r.user_id`, uuid(event.actorId ?? undefined))}
    on conflict (user_id, collapse_key) do update set ${collapseUpdate}
      ${event.repeatsCount === false ? sameActorStaysQuiet : sql``}
    returning id`,
  )
  return rows.map((row) => row.id)
}

// An unread row whose latest actor is the same person is left as it is (and so not pushed again).
const sameActorStaysQuiet = sql.raw(
  'where not (notifications.read_at is null and notifications.actor_id is not distinct from excluded.actor_id)',
)

/** The update a collapsed row gets from a new event (shared with the message statement). */
export const collapseUpdate = sql.raw(
  `count = case when notifications.read_at is null then notifications.count + 1 else 1 end,
   read_at = null, created_at = now(), actor_id = excluded.actor_id`,
)

/** Stored notifications by id, each with its recipient, ready to push. */
export async function findNotificationsById(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const rows: NotificationRow[] = await selectNotifications(db).where(inArray(notifications.id, ids))
  return rows.map((row) => ({ userId: row.userId, notification: toNotificationJson(row) }))
}
