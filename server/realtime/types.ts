import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '@shared/socket-events'
import type { FastifyInstance } from 'fastify'
import type { Server, Socket } from 'socket.io'
import type { Db } from '../db/client'

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>

/**
 * The rooms of one kind a feature lets sockets join (`prefix` + id), and who may still hold them: the
 * re-check (recheck.ts) makes a socket leave a room its person may no longer be in.
 */
export interface RoomCheck {
  prefix: string
  /** Of these rooms and people, the (room id, person) pairs still allowed, in one query. */
  allowed: (db: Db, roomIds: string[], userIds: string[]) => Promise<{ id: string; userId: string }[]>
}

/** What a feature adds to the live connection, set up once per instance (after presence). */
export interface SocketFeatureSetup {
  /** The feature's event handlers, on each socket that connects. */
  connect?: (socket: RealtimeSocket) => void
  rooms?: RoomCheck[]
  /** Before the server closes, ahead of the sockets' own transports. */
  stop?: () => Promise<void>
}

/**
 * A feature's socket registrar (`features/<x>/socket.ts`): the composition root hands these to the
 * realtime plugin, which owns only the transport and imports no feature (docs/architecture.md).
 */
export type SocketFeature = (app: FastifyInstance, io: RealtimeServer) => SocketFeatureSetup

/** Who hears a person's presence: their matches, unless the person hides their status. */
export type PresenceAudience = (db: Db, userId: string) => Promise<{ visible: boolean; peerIds: string[] }>
