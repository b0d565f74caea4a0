import type { CallLog } from '@shared/schemas/calls'
import type { Message } from '@shared/schemas/chat'
import type { Db } from '../../db/client'
import type { Activity } from '../../lib/activity'
import {
  broadcastMessage,
  broadcastMessagesRead,
  nudgeUnread,
  pushNotifications,
} from '../../realtime/broadcast'
import type { RealtimeServer } from '../../realtime/types'
import { markConversationRead } from './read'
import { storeMessage } from './send-message'

interface Deps {
  db: Db
  io: RealtimeServer
}

interface SendDeps extends Deps {
  /** app.flushBroadcasts: the answer waits until the broadcast has left this instance. */
  flush: () => Promise<void>
  /** app.activity: what operators count (/metrics). */
  activity: Activity
}

/**
 * The one flow of a 1:1 message, for HTTP and the socket alike: stored with the recipient's
 * notification first, then broadcast to the conversation's room and the notification to its recipient,
 * and acknowledged only once the broadcast has left this instance: an instance killed after answering
 * must not take with it the only news of a message its sender already sees as sent.
 */
export async function sendMessage({
  db,
  io,
  flush,
  activity,
  userId,
  conversationId,
  content,
  clientId,
  replyToId,
  call,
  attachmentIds,
}: SendDeps & {
  userId: string
  conversationId: string
  content: string
  clientId?: string
  replyToId?: string
  /** Set by a video call's end: its line in the conversation ("Missed video call"). */
  call?: CallLog
  /** The sender's unsent attachments to send with it. */
  attachmentIds?: string[]
}): Promise<Message> {
  const { message, notification, recipientId, repeat, notifiedLater } = await storeMessage({
    db,
    userId,
    conversationId,
    content,
    clientId,
    replyToId,
    call,
    attachmentIds,
  })
  // A repeat is broadcast again (receivers drop what they hold): the first try may have stored the
  // message and died before its broadcast. Nobody is notified twice.
  broadcastMessage(io, message)
  if (!repeat) activity.messageStored('direct')
  // A later message of the same batch pushes the notification that counts this one too.
  if (repeat || notifiedLater) {
    await flush()
    return message
  }
  // With message notifications off, the badge still has to move: a bare nudge to refetch the counts.
  if (notification) {
    pushNotifications(io, [notification])
    activity.notificationsCreated(['message'])
  } else nudgeUnread(io, [recipientId])
  await flush()
  return message
}

/** Marks a conversation read for the caller and tells the other person (their "Seen") when it changed. */
export async function readConversation({
  db,
  io,
  userId,
  matchId,
}: Deps & { userId: string; matchId: string }) {
  const { otherUserId, changed, ...read } = await markConversationRead({ db, userId, matchId })
  if (changed) broadcastMessagesRead(io, read, otherUserId)
  return read
}
