// The real-time connection (docs/product.md §7, §9). Only pages that chat import this module, so socket.io-client
// stays out of the landing page's bundle; the socket connects the first time a page asks for it.
import {
  type Ack,
  type ClientToServerEvents,
  type HandshakeRefusal,
  recoveryRetryDelay,
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
   * Called after every successful join, and when the server says `resync` (its Redis came back): the
   * chat catches up from its last fetched message, since whatever was stored before the room was joined
   * never arrives live. `afterGap` when the room may have missed more than that moment (a reconnect, a
   * join that failed first, a resync): lists are refetched too.
   */
  onRejoin: Set<(afterGap: boolean) => void>
  /** Bumped by each new joining run, so an older run still waiting to retry gives up. */
  joining: number
  /** Joined on the current connection. */
  joined: boolean
}

let socket: AppSocket | undefined
let socketUserId: string | undefined
/** The user whose own room is listened to (the live layer is mounted): only then may the connection open. */
let listeningFor: string | undefined
const rooms = new Map<string, Room>()

/**
 * The signed-in user's socket; a different user (sign-out, then sign-in) gets a fresh connection. A screen
 * may take it, listen on it and join rooms at any time, but it connects only once the person's own room is
 * listened to (openLiveConnection): from its first moment the server sends that room's events
 * (notifications, reads, calls), and Socket.IO drops an event nobody listens to, so one sent in between
 * would be lost for good (the bell and the lists would never hear of it).
 */
export function getSocket(userId: string): AppSocket {
  if (socket && socketUserId !== userId) closeSocket()
  if (!socket) {
    socketUserId = userId
    socket = io({
      ...SOCKET_RECONNECT,
      autoConnect: false,
      // WebSocket only: several server instances then need no sticky sessions (polling would).
      transports: ['websocket'],
      withCredentials: true,
    })
    // docs/product.md §9's delays run from 1 s up to 5 s; growing by half each time (1, 1.5, 2.3, 3.4, 5 s) rather than
    // doubling finds a restarted server seconds sooner, while the jitter still spreads the pages out.
    ;(socket.io as unknown as { backoff: { factor: number } }).backoff.factor = RECONNECT_GROWTH
    let connectedBefore = false
    socket.on('disconnect', () => {
      for (const room of rooms.values()) room.joined = false
    })
    socket.on('connect', () => {
      const reconnect = connectedBefore
      connectedBefore = true
      handshakeRetries = 0
      for (const room of rooms.values()) void keepJoining(room, reconnect)
    })
    // A refused handshake leaves the socket for good (`active` false): one the server could not check
    // (its database away) is tried again here; a refused session is use-session-watch's to settle.
    // A transport failure (offline, no server) keeps `active`, and Socket.IO retries it by itself.
    socket.on('connect_error', (error) => {
      if (!socket?.active && handshakeRefusal(error)?.retry) reconnectLater()
    })
    // Live events may have been lost between the server's instances: every open chat catches up, each
    // after a moment's random delay, so the pages of a whole instance do not all ask at the same instant.
    socket.on('resync', () => {
      for (const room of rooms.values()) {
        setTimeout(() => notifyRejoined(room, true), Math.random() * RESYNC_SPREAD_MS)
      }
    })
  }
  // The server ends the connection when the session ends; a later page visit may start a new one.
  if (!socket.active && listeningFor === userId) socket.connect()
  return socket
}

/**
 * Called by the live layer once its listeners for the person's own room are on the socket: the connection
 * opens now (the screens' rooms are joined as it does). Returns the function to call when that layer goes
 * (signed out): a screen asking for the socket afterwards no longer opens it.
 */
export function openLiveConnection(userId: string) {
  const current = getSocket(userId)
  listeningFor = userId
  if (!current.active) current.connect()
  return () => {
    if (listeningFor === userId) listeningFor = undefined
  }
}

const RESYNC_SPREAD_MS = 1500
const RECONNECT_GROWTH = 1.5
// Below docs/product.md §9's 5 s: a chat must show what it missed within 5 s of the server's return (architecture
// §4), and the handshake, the join and the catch-up still take a few hundred milliseconds after the wait.
const HANDSHAKE_RETRY_MAX_MS = 4000

/** What the server said when it refused the handshake; none from a server that does not say. */
export const handshakeRefusal = (error: Error) => (error as Error & { data?: HandshakeRefusal }).data

/** Handshakes tried again since the last connect, for the back-off. */
let handshakeRetries = 0
let handshakeTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Connects again after a refused handshake, once: from 1 s, growing by half, with the same ±50% jitter
 * as Socket.IO's own reconnects, so the pages an outage refused all at once do not all come back at once.
 */
export function reconnectLater() {
  const current = socket
  if (!current || current.active || handshakeTimer) return
  const base = SOCKET_RECONNECT.reconnectionDelay * RECONNECT_GROWTH ** handshakeRetries++
  const delay = Math.min(base * (0.5 + Math.random()), HANDSHAKE_RETRY_MAX_MS)
  handshakeTimer = setTimeout(() => {
    handshakeTimer = undefined
    // Not if it was closed (sign-out) or connected meanwhile (a page asked for it).
    if (socket === current && !current.active) current.connect()
  }, delay)
}

const notifyRejoined = (room: Room, afterGap: boolean) => {
  for (const callback of room.onRejoin) callback(afterGap)
}

/**
 * Joins a room until it works: a join that fails (no answer, the server's database away, a budget) is
 * tried again after 1, 2, then every 3 s (recoveryRetryDelay), until it succeeds, the server refuses it for good (403,
 * 404), the connection drops (the next connect starts again) or nobody needs the room any more.
 * Joined first, then caught up: a message sent in between arrives live, none falls in a gap.
 */
async function keepJoining(room: Room, reconnect: boolean) {
  const run = ++room.joining
  for (let attempt = 0; ; attempt++) {
    if (!socket?.connected || rooms.get(`${room.kind}:${room.id}`) !== room || room.joining !== run) return
    const response = await emitJoin(room)
    if (response.ok) {
      room.joined = true
      notifyRejoined(room, reconnect || attempt > 0)
      return
    }
    if (response.status === 403 || response.status === 404) return
    await new Promise((resolve) => setTimeout(resolve, recoveryRetryDelay(attempt)))
  }
}

const emitJoin = (room: Room): Promise<Ack> =>
  socket!
    .timeout(SOCKET_RECONNECT.timeout)
    .emitWithAck(JOIN_EVENT[room.kind], room.id)
    .catch(() => ({ ok: false as const, status: 0, message: 'No answer from the server' }))

/**
 * Joins a conversation or team room while the caller needs it (reference-counted) and again after
 * every reconnect, calling `onRejoin` after each join. Returns the function that releases it.
 */
export function joinRoom(userId: string, kind: RoomKind, id: string, onRejoin: (afterGap: boolean) => void) {
  const current = getSocket(userId)
  const key = `${kind}:${id}`
  let room = rooms.get(key)
  if (!room) {
    room = { kind, id, users: 0, onRejoin: new Set(), joining: 0, joined: false }
    rooms.set(key, room)
    if (current.connected) void keepJoining(room, false)
  } else if (room.joined) {
    // Already joined for another screen: this one catches up from its own fetch as if it had joined.
    queueMicrotask(() => onRejoin(false))
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
  clearTimeout(handshakeTimer)
  handshakeTimer = undefined
  handshakeRetries = 0
  socket?.removeAllListeners()
  socket?.disconnect()
  socket = undefined
  socketUserId = undefined
  listeningFor = undefined
}
