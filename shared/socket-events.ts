// The real-time contract (docs/product.md §7 "Real-time connection"), typed once for the Socket.IO server and client.
import type { CallPerson, CallSignalPayload, TeamCall, TeamCallRing } from './schemas/calls'
import type { Message, SendMessage, TeamMessage } from './schemas/chat'
import type {
  MessagesRead,
  Notification,
  NotificationsRead,
  PresenceEvent,
  TypingEvent,
  TypingTarget,
} from './schemas/notifications'
import type { MatchEnded } from './schemas/safety'
import type { TaskChange } from './schemas/teams'

/**
 * The answer to an event sent with an acknowledgement callback. A refusal carries the HTTP error body
 * beside its status: `code` (shared/error-codes.ts) and `params` are always sent; optional here because a
 * client makes its own refusal when the server does not answer.
 */
export type Ack<T = null> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; code?: string; params?: Record<string, string | number> }
export type AckCallback<T = null> = (response: Ack<T>) => void

/** Video call signalling (shared/schemas/calls.ts): addressed by the match or the team it belongs to. */
export type CallSignal = CallSignalPayload
/**
 * As delivered: the server adds who sent it, so the receiver never trusts the payload for that, and on
 * the `call-offer` that rings a 1:1 call, the caller as the incoming-call dialog shows them.
 */
export type ReceivedCallSignal = CallSignal & { fromUserId: string; caller?: CallPerson }

export const CALL_EVENTS = ['call-offer', 'call-answer', 'call-reject', 'call-end', 'ice-candidate'] as const
export type CallEvent = (typeof CALL_EVENTS)[number]

export interface ClientToServerEvents {
  /** Joins a conversation's room; refused unless the caller is one of the two people of its match. */
  'join-conversation': (conversationId: string, ack?: AckCallback) => void
  'leave-conversation': (conversationId: string, ack?: AckCallback) => void
  /** Joins a team's chat room; refused unless the caller is a member. */
  'join-team': (teamId: string, ack?: AckCallback) => void
  'leave-team': (teamId: string, ack?: AckCallback) => void
  /** Same rules as POST /api/messages; the stored message comes back in the ack and as new-message. */
  'send-message': (input: SendMessage, ack?: AckCallback<Message>) => void
  /** "I am composing here": relayed to the other members of that room; refused unless a member. */
  typing: (target: TypingTarget, ack?: AckCallback) => void
  /** Which of these people (the caller's matches who show their status) are online now. */
  presence: (userIds: string[], ack?: AckCallback<PresenceEvent[]>) => void
  'call-offer': (signal: CallSignal, ack?: AckCallback) => void
  'call-answer': (signal: CallSignal, ack?: AckCallback) => void
  'call-reject': (signal: CallSignal, ack?: AckCallback) => void
  'call-end': (signal: CallSignal, ack?: AckCallback) => void
  'ice-candidate': (signal: CallSignal, ack?: AckCallback) => void
  /**
   * Starts or joins a team's call (refused for non-members and for a seventh person). The ack holds the
   * call as it is now, the caller included; the caller then offers to every other participant.
   * Leaving is `call-end` with the teamId and callId.
   */
  'call-join': (scope: { teamId: string }, ack?: AckCallback<TeamCall>) => void
}

export interface ServerToClientEvents {
  /** A message as stored, sent to its conversation or team room after it was persisted. */
  'new-message': (message: Message | TeamMessage) => void
  /** A message of one of the caller's chats was edited, deleted or reacted to: the whole message. */
  'message-updated': (message: Message | TeamMessage) => void
  /**
   * This instance may have missed events from the others (its Redis connection came back after a loss):
   * catch up every open chat from its last message, and refetch lists and counts.
   */
  resync: () => void
  /** A refused event, for senders that passed no acknowledgement callback. */
  error: (error: {
    event: string
    status: number
    message: string
    code?: string
    params?: Record<string, string | number>
  }) => void
  /** Something happened to this person: the notification as stored, to every socket of theirs. */
  notification: (notification: Notification) => void
  /** Unread counts changed with no notification to say so: fetch the counts again. */
  'unread-changed': () => void
  /** A team of this person changed hands (its owner was suspended or deleted the account): fetch the teams again. */
  'teams-changed': () => void
  /** This person marked notifications read (in another tab): the ids, or null for all. */
  'notifications-read': (read: NotificationsRead) => void
  /** Someone in one of the caller's rooms is composing. */
  typing: (typing: TypingEvent) => void
  /** The other person of a conversation read it up to `readAt` (also sent to the reader's own tabs). */
  'messages-read': (read: MessagesRead) => void
  /** A match ended (unmatch or block): both people's lists drop it and an open chat closes. */
  'match-ended': (ended: MatchEnded) => void
  /** This person signed in somewhere new: their sessions list (Settings → Security) is fetched again. */
  'sessions-changed': () => void
  /** A match came online or went offline; only for people who show their online status. */
  presence: (presence: PresenceEvent) => void
  'call-offer': (signal: ReceivedCallSignal) => void
  'call-answer': (signal: ReceivedCallSignal) => void
  'call-reject': (signal: ReceivedCallSignal) => void
  'call-end': (signal: ReceivedCallSignal) => void
  'ice-candidate': (signal: ReceivedCallSignal) => void
  /**
   * A task of the team was added, edited, ticked or deleted (after its transaction committed): to the
   * team's room, which only members can join. Clients refetch the list when they (re)join the room.
   */
  'task-changed': (change: TaskChange) => void
  /** A team's call changed (someone joined or left): to every member of the team, in the call or not. */
  'team-call': (call: TeamCall) => void
  /** A member started a team call: to the team's other members, whose app rings quietly with Join. */
  'team-call-ring': (ring: TeamCallRing) => void
}

/** Between app instances (Redis adapter): a session ended here, so the others' session caches forget it. */
export interface InterServerEvents {
  sessionEnded: (sessionId: string) => void
  userSessionsEnded: (userId: string) => void
}

/**
 * Why the server refused a handshake: the `data` of the client's `connect_error`. Socket.IO never tries
 * again by itself after a refusal (`socket.active` turns false), so the client must know which it was.
 * `retry: false`: no session, or an unknown or ended one; the person is signed out. `retry: true`: the
 * server could not check the session (its database away); the client connects again after a delay.
 */
export interface HandshakeRefusal {
  code: 'unauthorized' | 'server_error'
  retry: boolean
}

export interface SocketData {
  userId: string
  sessionId: string
}

export const rooms = {
  conversation: (id: string) => `conversation:${id}`,
  team: (id: string) => `team:${id}`,
  user: (id: string) => `user:${id}`,
  session: (id: string) => `session:${id}`,
}

/** Client reconnect settings of docs/product.md §9. */
export const SOCKET_RECONNECT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
} as const

/** The wait before try `attempt + 1` of anything the client retries: docs/product.md §9's delays, 1 s doubling to 5 s. */
export const retryDelay = (attempt: number) =>
  Math.min(SOCKET_RECONNECT.reconnectionDelay * 2 ** attempt, SOCKET_RECONNECT.reconnectionDelayMax)

/**
 * The longest wait between two tries of what an open chat needs to show what it missed: joining its room
 * again, then catching up. The chat must show every message within 5 s of the server's return
 * (docs/engineering.md §4), and nothing tells the client when that is: a try that failed just before it waits out
 * the whole delay, then the join and the catch-up take a few hundred milliseconds more. At docs/product.md §9's 5 s
 * that came to 5.1 s (the PostgreSQL chaos row, whenever the page's reconnect put its third failed join
 * just before the database came back). At 3 s a room is tried 20 times a minute at most, well inside its
 * budget (120 joins a minute per person) for a person with a few chats open.
 */
export const RECOVERY_RETRY_MAX_MS = 3000

/** The wait before try `attempt + 1` of a room join or a chat's catch-up: 1 s doubling, at most 3 s. */
export const recoveryRetryDelay = (attempt: number) => Math.min(retryDelay(attempt), RECOVERY_RETRY_MAX_MS)
