import type { CallPerson, TeamCall } from '@shared/schemas/calls'
import type { CallEvent, ReceivedCallSignal } from '@shared/socket-events'
import { api } from '@/lib/api-client'
import type { CallSession, Refusal } from './call-session'
import { getCallState, openedCall, setCallState, updateInCall } from './call-store'
import { toastRefusal } from './call-toasts'
import type { EngineContext, OpenOptions } from './engine'
import type { LocalMedia } from './local-media'

const JOIN_TIMEOUT_MS = 10_000

/** What the team side needs of the engine: its one current call and its steps. */
export interface TeamCallHost {
  current: () => CallSession | null
  prepare: (attempt: number) => Promise<{ local: LocalMedia; iceServers: RTCIceServer[] } | null>
  open: (options: OpenOptions) => CallSession
  nextAttempt: () => number
  isAttempt: (attempt: number) => boolean
  end: () => void
}

/**
 * Team calls: a full mesh where whoever joins offers to everyone already in the call, and a roster
 * (from `team-call`) that names the people whose offers arrive. After a socket reconnect the call is
 * joined again, and anyone who came in meanwhile (their offer was lost) gets an offer from here.
 */
export class TeamCalls {
  private readonly roster = new Map<string, CallPerson>()

  constructor(
    private readonly context: EngineContext,
    private readonly host: TeamCallHost,
  ) {
    context.socket.on('team-call', (call) => this.onTeamCall(call))
    context.socket.on('connect', () => void this.rejoin())
  }

  async join(teamId: string, title: string) {
    const attempt = this.host.nextAttempt()
    const scope = { teamId }
    setCallState({ phase: 'starting', scope })
    const ready = await this.host.prepare(attempt)
    if (!ready) return
    const ack = await this.callJoin(teamId)
    if (!this.host.isAttempt(attempt)) {
      ready.local.stop()
      if (ack.ok && ack.data.callId) this.context.socket.emit('call-end', { teamId, callId: ack.data.callId })
      return
    }
    if (!ack.ok || !ack.data.callId) {
      ready.local.stop()
      this.host.end()
      if (!ack.ok) toastRefusal(ack)
      return
    }
    const session = this.host.open({ scope, callId: ack.data.callId, ...ready })
    const { callId } = session
    // A team call's clock runs from joining: it is already under way.
    setCallState(
      openedCall({
        phase: 'active',
        scope,
        callId,
        title,
        local: ready.local.view(),
        connectedAt: Date.now(),
      }),
    )
    this.meet(session, ack.data)
  }

  /** Before a signal is applied: someone who joined after this person offers, so a connection opens. */
  beforeSignal(session: CallSession, event: CallEvent, signal: ReceivedCallSignal) {
    if (event === 'call-offer' && !session.has(signal.fromUserId))
      session.connect(this.person(session, signal.fromUserId), { initiator: false })
  }

  /** A `call-end` in a team call: someone left (their connection closes), or this person was removed. */
  onEnd(session: CallSession, signal: ReceivedCallSignal) {
    const removedHere =
      signal.fromUserId === this.context.userId ||
      (signal.reason === 'removed' && !session.has(signal.fromUserId))
    if (!removedHere) return session.drop(signal.fromUserId)
    // No word of its own: a member removed from the team hears it from the notification, which says why.
    this.host.end()
  }

  private callJoin(teamId: string) {
    return this.context.socket
      .timeout(JOIN_TIMEOUT_MS)
      .emitWithAck('call-join', { teamId })
      .catch((): Refusal => ({ ok: false, status: 0, message: 'No answer from the server' }))
  }

  /** Offers to every participant with no connection from here yet. */
  private meet(session: CallSession, call: TeamCall) {
    this.remember(call)
    for (const person of call.participants) {
      if (person.id !== this.context.userId && !session.has(person.id))
        session.connect(person, { initiator: true })
    }
  }

  private async rejoin() {
    const session = this.host.current()
    const teamId = session?.scope.teamId
    if (!session || teamId === undefined) return
    const ack = await this.callJoin(teamId)
    if (this.host.current() !== session) return
    if (ack.ok && ack.data.callId === session.callId) return this.meet(session, ack.data)
    // The call ended while this tab was away (or joining failed): what is left here is closed.
    this.host.end()
    if (ack.ok && ack.data.callId) this.context.socket.emit('call-end', { teamId, callId: ack.data.callId })
  }

  private onTeamCall(call: TeamCall) {
    this.remember(call)
    const session = this.host.current()
    if (!session || session.scope.teamId !== call.teamId) return
    if (call.callId !== session.callId) return call.callId === null ? this.host.end() : undefined
    // People who left (or were dropped by the server) lose their tile even if their goodbye was lost.
    const present = new Set(call.participants.map((person) => person.id))
    updateInCall((state) => ({
      ...state,
      participants: state.participants.map((p) => ({
        ...p,
        person: this.roster.get(p.person.id) ?? p.person,
      })),
    }))
    const state = getCallState()
    if (state.phase !== 'active') return
    for (const { person } of state.participants) {
      if (!present.has(person.id)) session.drop(person.id)
    }
  }

  private remember(call: TeamCall) {
    for (const person of call.participants) this.roster.set(person.id, person)
  }

  /** Who an offer comes from: from the roster, or fetched when their `team-call` has not come yet. */
  private person(session: CallSession, userId: string): CallPerson {
    const known = this.roster.get(userId)
    if (known) return known
    const teamId = session.scope.teamId!
    void api.get<TeamCall>(`/api/teams/${teamId}/call`).then(
      (call) => this.onTeamCall(call),
      () => {},
    )
    return { id: userId, firstName: '', lastName: '', profileImageUrl: null }
  }
}
