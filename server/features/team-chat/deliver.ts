import type { TeamMessage } from '@shared/schemas/chat'
import type { FastifyInstance } from 'fastify'
import { broadcastTeamMessage, nudgeUnread } from '../../realtime/broadcast'
import { pushStoredNotifications } from '../notifications'
import { storeTeamMessage } from './service'

/**
 * The one flow of a team message: stored with the other members' notifications first, then broadcast
 * to the team's room. A repeat of the sender's clientId is broadcast again (its first try may have
 * died before the broadcast; receivers drop what they hold) and notifies nobody.
 */
export async function sendTeamMessage(
  app: FastifyInstance,
  {
    senderId,
    teamId,
    content,
    clientId,
    replyToId,
    mentions,
    attachmentIds,
  }: {
    senderId: string
    teamId: string
    content: string
    clientId?: string
    replyToId?: string
    mentions?: string[]
    attachmentIds?: string[]
  },
): Promise<TeamMessage> {
  const { io } = app
  const { message, notificationIds, memberIds, repeat } = await storeTeamMessage({
    db: app.db,
    sender: { id: senderId },
    teamId,
    content,
    clientId,
    replyToId,
    mentions,
    attachmentIds,
  })
  broadcastTeamMessage(io, message)
  if (repeat) {
    await app.flushBroadcasts()
    return message
  }
  app.activity.messageStored('team')
  // Members told by a notification refetch their counts from it; the others get a bare nudge.
  void pushStoredNotifications(app, notificationIds).then((notified) =>
    nudgeUnread(
      io,
      memberIds.filter((id) => id !== senderId && !notified.has(id)),
    ),
  )
  // Acknowledged once the broadcast has left this instance (see messages/deliver.ts).
  await app.flushBroadcasts()
  return message
}
