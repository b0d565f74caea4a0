import type { CallPerson } from '@shared/schemas/calls'
import type { CallEvent, ReceivedCallSignal } from '@shared/socket-events'
import type { AppSocket } from '@/lib/socket'
import { CallSession, type Refusal, type SessionOptions } from './call-session'
import { getCallState, isScope, openedCall, resetCallState, setCallState, updateInCall } from './call-store'
import { toastEnded, toastRefusal } from './call-toasts'
import { MediaControls } from './media-controls'
import { prepareCall } from './prepare-call'
import { TeamCalls } from './team-calls'

export interface EngineContext {
  userId: string
  socket: AppSocket
  /** STUN/TURN servers for a new call (an empty list still connects on a LAN or loopback). */
  iceServers: () => Promise<RTCIceServer[]>
}

/** A 1:1 call ringing here: its offer, and the signals that came after it, applied once accepted. */
interface Ringing {
  offer: ReceivedCallSignal & { matchId: string }
  caller: CallPerson
  later: ReceivedCallSignal[]
}

export type OpenOptions = Omit<SessionOptions, 'userId' | 'socket' | 'onRingRefused'> &
  Partial<Pick<SessionOptions, 'onRingRefused'>>

export const fullName = (person: CallPerson) => `${person.firstName} ${person.lastName}`.trim()

/**
 * The calls of one signed-in person in this tab: starts, rings, accepts and ends them, and routes each
 * received signal to the call it belongs to. Loaded with the first call, and kept for the session.
 */
export class CallEngine {
  private session: CallSession | null = null
  private ringing: Ringing | null = null
  /** Bumped by every start, accept and hang-up: a step still waiting (for the camera) gives up if it moved. */
  private attempt = 0
  readonly controls: MediaControls
  private readonly teams: TeamCalls

  constructor(private readonly context: EngineContext) {
    this.controls = new MediaControls(() => this.session)
    this.teams = new TeamCalls(context, {
      current: () => this.session,
      prepare: (attempt) => this.prepare(attempt),
      open: (options) => this.open(options),
      nextAttempt: () => ++this.attempt,
      isAttempt: (attempt) => attempt === this.attempt,
      end: () => this.teardown(),
    })
    // Leaving the page ends this side of the call: the others should not wait for a tab that is gone.
    window.addEventListener('pagehide', () => this.hangUp())
  }

  async startMatchCall(matchId: string, person: CallPerson) {
    if (getCallState().phase !== 'idle' || this.ringing) return
    const scope = { matchId }
    const attempt = ++this.attempt
    setCallState({ phase: 'starting', scope })
    const ready = await this.prepare(attempt)
    if (!ready) return
    const session = this.open({
      scope,
      callId: crypto.randomUUID(),
      ...ready,
      // The callee is offline, or the chat already has a call: said at once, and nothing is left over.
      onRingRefused: (refusal: Refusal) => {
        if (this.session !== session) return
        this.teardown()
        toastRefusal(refusal)
      },
    })
    const { callId } = session
    setCallState(
      openedCall({ phase: 'outgoing', scope, callId, title: fullName(person), local: ready.local.view() }),
    )
    session.connect(person, { initiator: true })
  }

  joinTeamCall(teamId: string, title: string) {
    if (getCallState().phase !== 'idle' || this.ringing) return Promise.resolve()
    return this.teams.join(teamId, title)
  }

  async accept() {
    const ringing = this.ringing
    if (!ringing) return
    const attempt = ++this.attempt
    setCallState((state) => (state.phase === 'incoming' ? { ...state, accepting: true } : state))
    const ready = await this.prepare(attempt, () => {
      if (this.ringing !== ringing) return
      this.ringing = null
      const { matchId, callId } = ringing.offer
      this.context.socket.emit('call-reject', { matchId, callId, reason: 'failed' })
    })
    // The caller gave up while the camera was being asked for.
    if (!ready || this.ringing !== ringing) return ready?.local.stop()
    this.ringing = null
    const { offer, caller, later } = ringing
    const session = this.open({ scope: { matchId: offer.matchId }, callId: offer.callId, ...ready })
    const { scope, callId } = session
    setCallState(
      openedCall({ phase: 'active', scope, callId, title: fullName(caller), local: ready.local.view() }),
    )
    session.connect(caller, { initiator: false })
    for (const signal of [offer, ...later]) session.receive(signal)
  }

  decline() {
    const ringing = this.ringing
    if (!ringing) return
    this.ringing = null
    const { matchId, callId } = ringing.offer
    this.context.socket.emit('call-reject', { matchId, callId, reason: 'declined' })
    resetCallState()
  }

  /** End call (or cancel a call still ringing at the other end, or leave a team call). */
  hangUp() {
    this.attempt++
    if (this.session) {
      this.session.sendEnd('call-end', 'hangup')
      this.teardown()
    } else if (getCallState().phase === 'starting') resetCallState()
  }

  receive(event: CallEvent, signal: ReceivedCallSignal) {
    const { matchId } = signal
    if (
      event === 'call-offer' &&
      signal.caller &&
      matchId !== undefined &&
      signal.callId !== this.session?.callId
    )
      return this.ring({ ...signal, matchId }, signal.caller)
    if (this.ringing?.offer.callId === signal.callId) return this.whileRinging(event, signal)
    const session = this.session
    if (!session || signal.callId !== session.callId) return
    if (event === 'call-end' || event === 'call-reject') return this.endedElsewhere(session, signal)
    if (event === 'call-answer' && !session.isTeam)
      updateInCall((call) => (call.phase === 'outgoing' ? { ...call, phase: 'active' } : call))
    if (session.isTeam) this.teams.beforeSignal(session, event, signal)
    session.receive(signal)
  }

  private ring(offer: Ringing['offer'], caller: CallPerson) {
    const state = getCallState()
    // Both called each other at once: the server kept the other call, so this tab's own gives way.
    const crossed = (state.phase === 'starting' || state.phase === 'outgoing') && isScope(state.scope, offer)
    if (crossed) this.hangUp()
    else if (state.phase !== 'idle' || this.ringing) {
      const { matchId, callId } = offer
      this.context.socket.emit('call-reject', { matchId, callId, reason: 'busy' })
      return
    }
    this.ringing = { offer, caller, later: [] }
    setCallState({
      phase: 'incoming',
      scope: { matchId: offer.matchId },
      callId: offer.callId,
      caller,
      accepting: false,
    })
  }

  private whileRinging(event: CallEvent, signal: ReceivedCallSignal) {
    const ringing = this.ringing!
    if (event === 'call-end' || event === 'call-reject') {
      // Missed, cancelled by the caller, or answered in another tab: the dialog goes, quietly.
      this.ringing = null
      this.attempt++
      resetCallState()
    } else if (event === 'call-offer') {
      // A newer offer of the same call (an ICE restart while ringing) replaces the first one.
      const { description = ringing.offer.description, media = ringing.offer.media } = signal
      ringing.offer = { ...ringing.offer, description, media }
    } else ringing.later.push(signal)
  }

  private endedElsewhere(session: CallSession, signal: ReceivedCallSignal) {
    if (session.isTeam) return this.teams.onEnd(session, signal)
    const state = getCallState()
    const other = state.phase === 'outgoing' || state.phase === 'active' ? state.participants[0] : undefined
    this.teardown()
    if (signal.reason !== 'hangup') void toastEnded(signal.reason, other?.person.firstName ?? '')
  }

  /** The camera and microphone, and the ICE servers; null (after the spec's toast) when media failed. */
  private prepare(attempt: number, onMediaFailed?: () => void) {
    return prepareCall({
      iceServers: this.context.iceServers,
      isCurrent: () => attempt === this.attempt,
      onMediaFailed,
    })
  }

  private open(options: OpenOptions) {
    this.session?.close()
    const { userId, socket } = this.context
    this.session = new CallSession({ onRingRefused: () => {}, ...options, userId, socket })
    return this.session
  }

  private teardown() {
    this.session?.close()
    this.session = null
    resetCallState()
  }
}
