// The real-time connection (spec §7, §9). Only pages that chat import this module, so socket.io-client
// stays out of the landing page's bundle; the socket connects the first time a page asks for it.
import {
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_RECONNECT,
} from '@shared/socket-events'
import { io, type Socket } from 'socket.io-client'

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>
export type RoomKind = 'conversation' | 'team'

const JOIN_EVENT = { conversation: 'join-conversation', team: 'join-team' } as const
const LEAVE_EVENT = { conversation: 'leave-conversation', team: 'leave-team' } as const

interface Room {
  kind: RoomKind
  id: string
  users: number
  /** Called after the room was joined again following a reconnect: refetch what may have been missed. */
  onRejoin: Set<() => void>
}

let socket: AppSocket | undefined
let socketUserId: string | undefined
const rooms = new Map<string, Room>()

/** The signed-in user's socket; a different user (sign-out, then sign-in) gets a fresh connection. */
export function getSocket(userId: string): AppSocket {
  if (socket && socketUserId !== userId) closeSocket()
  if (!socket) {
    socketUserId = userId
    socket = io({
      ...SOCKET_RECONNECT,
      // WebSocket only: several server instances then need no sticky sessions (polling would).
      transports: ['websocket'],
      withCredentials: true,
    })
    let connectedBefore = false
    socket.on('connect', () => {
      const reconnect = connectedBefore
      connectedBefore = true
      for (const room of rooms.values()) void joinAndNotify(room, reconnect)
    })
  }
  // The server ends the connection when the session ends; a later page visit may start a new one.
  if (!socket.active) socket.connect()
  return socket
}

async function joinAndNotify(room: Room, reconnect: boolean) {
  const response = await emitJoin(room)
  // Joined first, then refetched: a message sent in between arrives live, none falls in a gap.
  if (reconnect && response.ok) for (const callback of room.onRejoin) callback()
}

const emitJoin = (room: Room): Promise<Ack> =>
  socket!
    .timeout(SOCKET_RECONNECT.timeout)
    .emitWithAck(JOIN_EVENT[room.kind], room.id)
    .catch(() => ({ ok: false as const, status: 0, message: 'No answer from the server' }))

/**
 * Joins a conversation or team room while the caller needs it (reference-counted) and again after
 * every reconnect, then calls `onRejoin`. Returns the function that releases it.
 */
export function joinRoom(userId: string, kind: RoomKind, id: string, onRejoin: () => void) {
  const current = getSocket(userId)
  const key = `${kind}:${id}`
  let room = rooms.get(key)
  if (!room) {
    room = { kind, id, users: 0, onRejoin: new Set() }
    rooms.set(key, room)
    if (current.connected) void emitJoin(room)
  }
  room.users++
  room.onRejoin.add(onRejoin)
  const joined = room
  return () => {
    joined.onRejoin.delete(onRejoin)
    if (--joined.users > 0) return
    rooms.delete(key)
    if (socket?.connected) socket.emit(LEAVE_EVENT[kind], id)
  }
}

/** Ends the connection (sign-out); the next getSocket starts a new one with the new cookie. */
export function closeSocket() {
  socket?.removeAllListeners()
  socket?.disconnect()
  socket = undefined
  socketUserId = undefined
}
