import type { SocketFeature } from '../../realtime/types'
import { attachCalls } from './calls'
import { registerCallHandlers } from './socket-handlers'

/** Calls on the live connection: the instance's calls (ring timers, sweep), and each socket's signals. */
export const callsSocket: SocketFeature = (app, io) => {
  const stop = attachCalls(app, io)
  return {
    connect: (socket) => registerCallHandlers(app, socket, app.calls.context),
    stop,
  }
}
