import type { Message, TeamMessage } from '@shared/schemas/chat'
import type { RealtimeServer } from '../../realtime/types'

/**
 * A message changed (edited, deleted, reacted to): the whole message, with its new version, to
 * everyone in its chat's room. Sent after the change committed; a client keeps the higher version.
 */
export const broadcastMessageChange = (io: RealtimeServer, room: string, message: Message | TeamMessage) =>
  io.to(room).emit('message-updated', message)
