import type { Message, TeamMessage } from '@shared/schemas/chat'
import type { MessagesRead, Notification } from '@shared/schemas/notifications'
import type { MatchEnded } from '@shared/schemas/safety'
import type { TaskChange } from '@shared/schemas/teams'
import { rooms } from '@shared/socket-events'
import type { RealtimeServer } from './types'

// Callers store first and broadcast after: nobody ever sees a message the database does not have.

/** Sends a stored 1:1 message to everyone in its conversation's room (every instance, with Redis). */
export const broadcastMessage = (io: RealtimeServer, message: Message) =>
  io.to(rooms.conversation(message.conversationId)).emit('new-message', message)

/** Sends a stored team message to everyone in its team's room. */
export const broadcastTeamMessage = (io: RealtimeServer, message: TeamMessage) =>
  io.to(rooms.team(message.teamId)).emit('new-message', message)

/** A task added, edited or deleted, to its team's room: the open Task Managers of its members. */
export const broadcastTaskChange = (io: RealtimeServer, change: TaskChange) =>
  io.to(rooms.team(change.teamId)).emit('task-changed', change)

/**
 * For the teams feature: once someone leaves or is removed from a team, their open connections stop
 * receiving its chat.
 */
export const leaveTeamRoom = (io: RealtimeServer, { teamId, userId }: { teamId: string; userId: string }) =>
  io.in(rooms.user(userId)).socketsLeave(rooms.team(teamId))

/**
 * Teams of these people changed hands (their owner was suspended or deleted their account): every socket
 * of theirs fetches its teams again, so the new owner has the settings at once and everyone sees who
 * runs the team now.
 */
export const broadcastTeamsChanged = (io: RealtimeServer, userIds: string[]) => {
  if (userIds.length > 0) io.to(userIds.map(rooms.user)).emit('teams-changed')
}

/** Stored notifications, each to every socket of its recipient on every instance. */
export function pushNotifications(
  io: RealtimeServer,
  stored: { userId: string; notification: Notification }[],
) {
  for (const { userId, notification } of stored) io.to(rooms.user(userId)).emit('notification', notification)
}

/** A conversation was read: the other person's "Seen", and the reader's other tabs clear their badge. */
export const broadcastMessagesRead = (io: RealtimeServer, read: MessagesRead, otherUserId: string) =>
  io.to([rooms.user(otherUserId), rooms.user(read.userId)]).emit('messages-read', read)

/**
 * A match ended: both people hear it on every socket (their lists drop it, an open chat closes), and
 * their sockets leave its conversation's room, so nothing more of it reaches them.
 */
export function broadcastMatchEnded(io: RealtimeServer, ended: MatchEnded, userIds: [string, string]) {
  const people = userIds.map(rooms.user)
  io.to(people).emit('match-ended', ended)
  if (ended.conversationId) io.in(people).socketsLeave(rooms.conversation(ended.conversationId))
}

/**
 * Unread counts changed for these people without a notification saying so (their setting for it is
 * off, or they read a chat in another tab): their clients refetch the counts.
 */
export const nudgeUnread = (io: RealtimeServer, userIds: string[]) => {
  if (userIds.length > 0) io.to(userIds.map(rooms.user)).emit('unread-changed')
}
