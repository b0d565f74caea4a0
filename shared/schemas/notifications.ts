import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'

/**
 * What can happen to a person (docs/decisions/012). Each type is switched off by one notification setting:
 * match by newMatches, message and mention by newMessages, team-*, task-assigned, review and endorsement by teamUpdates,
 * portfolio-like by portfolioLikes.
 */
export const NOTIFICATION_TYPES = [
  'match',
  'message',
  'team-join',
  'team-message',
  'team-removed',
  'team-invite',
  'team-invite-accepted',
  'team-join-request',
  'team-join-approved',
  'team-join-declined',
  'task-assigned',
  'mention',
  'portfolio-like',
  'review',
  'endorsement',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATIONS_PAGE_SIZE = 20
/** At most this many ids in one POST /api/notifications/read. */
export const NOTIFICATION_READ_IDS_MAX = 200

export const notificationActorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})
export type NotificationActor = z.infer<typeof notificationActorSchema>

/**
 * One stored notification, as listed and as pushed live (`notification` event). `count` is how many
 * events a collapsed row stands for (messages of one conversation, of one team chat, likes of one
 * project); `actor` is the latest person behind them. The ids it is about are present when they apply.
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  actor: notificationActorSchema.nullable(),
  count: z.number().int(),
  matchId: z.string().optional(),
  conversationId: z.string().optional(),
  teamId: z.string().optional(),
  /** The team's name, for team notifications: a removed member can no longer read the team. */
  teamName: z.string().optional(),
  projectId: z.string().optional(),
  projectTitle: z.string().optional(),
  /** A review's stars (docs/decisions/051): "Lerato reviewed you: ★★★★★". */
  stars: z.number().int().optional(),
})
export type Notification = z.infer<typeof notificationSchema>

/**
 * GET /api/notifications: newest first, a page at a time (`?cursor=`, next one in X-Next-Cursor).
 * `unreadCount` counts unread notifications (the bell); `unreadChats` counts conversations and team
 * chats with unread messages (the Messages badge), whatever the notification settings.
 */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  unreadChats: z.number().int(),
})
export type NotificationList = z.infer<typeof notificationListSchema>

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
})

/** POST /api/notifications/read: those ids, or every notification of the caller when absent. */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid(ERRORS.notification_id_invalid))
    .min(1, ERRORS.notification_ids_empty)
    .max(
      NOTIFICATION_READ_IDS_MAX,
      errorText('notification_ids_too_many', { max: NOTIFICATION_READ_IDS_MAX }),
    )
    .optional(),
})
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>

/** The answer to a mark-read call, and the `notifications-read` event to the person's other tabs. */
export const notificationsReadSchema = z.object({
  ids: z.array(z.string()).nullable(),
  unreadCount: z.number().int(),
})
export type NotificationsRead = z.infer<typeof notificationsReadSchema>

/** POST /api/conversations/{matchId}/read and the `messages-read` event to the other person. */
export const messagesReadSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  readAt: z.string(),
})
export type MessagesRead = z.infer<typeof messagesReadSchema>

/** Typing: sent by a client with one of the ids, delivered to the room with the typer's id. */
export type TypingTarget = { conversationId: string } | { teamId: string }
export type TypingEvent = TypingTarget & { userId: string }

export type PresenceEvent = { userId: string; isOnline: boolean }
