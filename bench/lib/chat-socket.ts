import type { ClientToServerEvents, ServerToClientEvents } from '@shared/socket-events'
import { io, type Socket } from 'socket.io-client'

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** One person's socket, signed in by their session token, over WebSocket only, with no reconnection. */
export const connectSession = (url: string, token: string) =>
  new Promise<ClientSocket>((resolve, reject) => {
    const socket: ClientSocket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: `bubbles_session=${token}` },
    })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
