import type { FastifyInstance } from 'fastify'
import type { RealtimeServer } from '../../realtime/types'
import { type CallContext, createRingTimers } from './context'
import { findLiveMatchCalls, markMatchCallEnded } from './match-calls'
import { announceMatchCallEnded } from './one-to-one'
import { startCallSweep } from './sweep'
import { dropFromTeamCall } from './team-signals'

declare module 'fastify' {
  interface FastifyInstance {
    /** What other features tell the calls: a match or a membership ended under a live call. */
    calls: Calls
  }
}

export interface Calls {
  context: CallContext
  /** A block: the pair's live call ends for both (no line: neither may read their chat any more). */
  endMatchCalls: (matchId: string) => Promise<void>
  /** An unmatch deleted the match and its calls with it (findLiveMatchCalls before): both hear the end. */
  announceMatchCallsGone: (gone: {
    matchId: string
    calls: { id: string; callerId: string }[]
    userIds: [string, string]
  }) => void
  /** Someone left or was removed from a team: they leave its call. */
  dropFromTeamCall: (membership: { teamId: string; userId: string }) => Promise<void>
}

/** The calls of this instance: their context for the socket handlers, the sweep, and the hooks above. */
export function attachCalls(app: FastifyInstance, io: RealtimeServer) {
  const context: CallContext = {
    db: app.db,
    io,
    flush: app.flushBroadcasts,
    activity: app.activity,
    config: app.config.calls,
    timers: createRingTimers(),
    onlineAmong: app.presence.onlineAmong,
    log: app.log,
  }
  const stopSweep = startCallSweep(context, app.config.socketRecheckMs)
  const calls: Calls = {
    context,
    endMatchCalls: async (matchId) => {
      for (const { id } of await findLiveMatchCalls(app.db, matchId)) {
        const ended = await markMatchCallEnded(app.db, id)
        if (!ended) continue
        context.timers.clear(id)
        announceMatchCallEnded(context, ended, 'hangup')
      }
    },
    announceMatchCallsGone: ({ matchId, calls: gone, userIds }) => {
      for (const { id, callerId } of gone) {
        context.timers.clear(id)
        const peerId = userIds[0] === callerId ? userIds[1] : userIds[0]
        announceMatchCallEnded(context, { callId: id, matchId, callerId, peerId }, 'hangup')
      }
    },
    dropFromTeamCall: (membership) => dropFromTeamCall(context, membership),
  }
  app.decorate('calls', calls)
  return async () => {
    context.timers.clearAll()
    await stopSweep()
  }
}
