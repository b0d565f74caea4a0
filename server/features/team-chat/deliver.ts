import type { TeamMessage } from '@shared/schemas/chat'
import { broadcastTeamMessage, nudgeUnread } from '../../realtime/broadcast'
import { type NotificationPushDeps, pushStoredNotifications } from '../notifications'
import { storeTeamMessage } from './service'

/**
 * The one flow of a team message: stored with the other members' notifications first, then broadcast
 * to the team's room. A repeat of the sender's clientId is broadcast again (its first try may have
 * died before the broadcast; receivers drop what they hold) and notifies nobody.
 */
export async function sendTeamMessage(
  deps: NotificationPushDeps & {
    /** app.flushBroadcasts: the answer waits until the broadcast has left this instance. */
    flush: () => Promise<void>
  },
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
  const { db, io, activity, flush } = deps
  const { message, notificationIds, memberIds, repeat } = await storeTeamMessage({
    db,
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
    await flush()
    return message
  }
  activity.messageStored('team')
  // Members told by a notification refetch their counts from it; the others get a bare nudge.
  void pushStoredNotifications(deps, notificationIds).then((notified) =>
    nudgeUnread(
      io,
      memberIds.filter((id) => id !== senderId && !notified.has(id)),
    ),
  )
  // Acknowledged once the broadcast has left this instance (see messages/deliver.ts).
  await flush()
  return message
}
