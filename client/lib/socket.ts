// The real-time connection (spec §7, §9). Only pages that chat import this module, so socket.io-client
// stays out of the landing page's bundle; the socket connects the first time a page asks for it.
import {
  type Ack,
  type ClientToServerEvents,
  retryDelay,
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
  /**
   * Called when the room may have missed events: joined again after a reconnect or a failed join, or
   * told `resync` by the server (its Redis came back). The chat catches up from its last message.
   */
  onRejoin: Set<() => void>
  /** Bumped by each new joining run, so an older run still waiting to retry gives up. */
  joining: number
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
      for (const room of rooms.values()) void keepJoining(room, reconnect)
    })
    // Live events may have been lost between the server's instances: every open chat catches up.
    socket.on('resync', () => {
      for (const room of rooms.values()) notifyRejoined(room)
    })
  }
  // The server ends the connection when the session ends; a later page visit may start a new one.
  if (!socket.active) socket.connect()
  return socket
}

const notifyRejoined = (room: Room) => {
  for (const callback of room.onRejoin) callback()
}

/**
 * Joins a room until it works: a join that fails (no answer, the server's database away, a budget) is
 * tried again after spec §9's reconnect delays, until it succeeds, the server refuses it for good (403,
 * 404), the connection drops (the next connect starts again) or nobody needs the room any more.
 * Joined first, then caught up: a message sent in between arrives live, none falls in a gap.
 */
async function keepJoining(room: Room, reconnect: boolean) {
  const run = ++room.joining
  for (let attempt = 0; ; attempt++) {
    if (!socket?.connected || rooms.get(`${room.kind}:${room.id}`) !== room || room.joining !== run) return
    const response = await emitJoin(room)
    if (response.ok) {
      if (reconnect || attempt > 0) notifyRejoined(room)
      return
    }
    if (response.status === 403 || response.status === 404) return
    await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)))
  }
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
    room = { kind, id, users: 0, onRejoin: new Set(), joining: 0 }
    rooms.set(key, room)
    if (current.connected) void keepJoining(room, false)
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
