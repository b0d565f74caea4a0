import type { CallPerson, CallScope } from '@shared/schemas/calls'
import type { Ack, CallEvent, CallSignal, ReceivedCallSignal } from '@shared/socket-events'
import type { AppSocket } from '@/lib/socket'
import { type RemoteParticipant, updateInCall, updateParticipant } from './call-store'
import type { LocalMedia } from './local-media'
import { Peer, type PeerSignal } from './peer'

export type Refusal = Extract<Ack, { ok: false }>

export interface SessionOptions {
  userId: string
  socket: AppSocket
  scope: CallScope
  callId: string
  iceServers: RTCIceServer[]
  local: LocalMedia
  /** The server refused the offer that rings a 1:1 call (the callee offline, a call already going). */
  onRingRefused: (refusal: Refusal) => void
}

const SIGNAL_TIMEOUT_MS = 10_000

export const newParticipant = (person: CallPerson): RemoteParticipant => ({
  person,
  stream: null,
  media: { audio: true, video: true },
  connection: 'connecting',
})

/**
 * The connections of one call: one Peer per other person (a full mesh in a team call, a single one in a
 * 1:1 call), the signals between them, and this person's media sent to all of them.
 */
export class CallSession {
  private readonly peers = new Map<string, Peer>()
  /** Signals leave one after the other; the first offer of a 1:1 call holds the rest until it is recorded. */
  private outbox: Promise<unknown> = Promise.resolve()
  private rung = false

  constructor(readonly options: SessionOptions) {}

  get callId() {
    return this.options.callId
  }
  get scope() {
    return this.options.scope
  }
  get isTeam() {
    return this.options.scope.teamId !== undefined
  }
  get local() {
    return this.options.local
  }

  has(userId: string) {
    return this.peers.has(userId)
  }

  /** Opens the connection to one person; the side that starts it sends its tracks (so its offer) at once. */
  connect(person: CallPerson, { initiator }: { initiator: boolean }) {
    if (this.peers.has(person.id)) return
    const { userId, iceServers, local } = this.options
    const peer = new Peer({
      polite: userId < person.id,
      iceServers,
      local: { stream: local.stream, tracks: () => local.tracks() },
      send: (signal) => this.send(person.id, signal),
      onStream: (stream) => updateParticipant(person.id, { stream }),
      onState: (connection) => {
        updateParticipant(person.id, { connection })
        if (connection === 'connected')
          updateInCall((call) => (call.connectedAt ? call : { ...call, connectedAt: Date.now() }))
      },
    })
    this.peers.set(person.id, peer)
    updateInCall((call) =>
      call.participants.some((p) => p.person.id === person.id)
        ? call
        : { ...call, participants: [...call.participants, newParticipant(person)] },
    )
    if (initiator) peer.startSending()
  }

  /** A signal from someone in this call: their media state for their tile, and the WebRTC payloads. */
  receive(signal: ReceivedCallSignal) {
    if (signal.media) updateParticipant(signal.fromUserId, { media: signal.media })
    const peer = this.peers.get(signal.fromUserId)
    if (!peer) return
    if (signal.description) void peer.receive({ description: signal.description })
    else if (signal.candidate !== undefined) void peer.receive({ candidate: signal.candidate })
  }

  /** Closes the connection to one person (they left) and takes their tile away. */
  drop(userId: string) {
    this.peers.get(userId)?.close()
    this.peers.delete(userId)
    updateInCall((call) => ({
      ...call,
      participants: call.participants.filter((p) => p.person.id !== userId),
    }))
  }

  /** The same track of every connection, replaced (a switched device, a shared screen). */
  replaceTrack = async (kind: 'audio' | 'video', track: MediaStreamTrack) => {
    await Promise.all([...this.peers.values()].map((peer) => peer.replaceTrack(kind, track)))
  }

  /** Tells everyone this person's microphone and camera state (shown on their tile). */
  sendMedia() {
    for (const toUserId of this.peers.keys())
      this.emit('ice-candidate', { ...this.address(toUserId), media: this.local.state() })
  }

  /** Says goodbye (`call-end` or `call-reject`) to the call; nothing waits for the answer. */
  sendEnd(event: 'call-end' | 'call-reject', reason?: CallSignal['reason']) {
    this.options.socket.emit(event, { ...this.options.scope, callId: this.callId, reason })
  }

  close() {
    for (const peer of this.peers.values()) peer.close()
    this.peers.clear()
    this.options.local.stop()
  }

  private address(toUserId: string): CallSignal {
    return { ...this.options.scope, callId: this.callId, ...(this.isTeam ? { toUserId } : {}) }
  }

  private send(toUserId: string, { description, candidate }: PeerSignal) {
    if (!description) return this.emit('ice-candidate', { ...this.address(toUserId), candidate })
    const event = description.type === 'offer' ? 'call-offer' : 'call-answer'
    const signal = { ...this.address(toUserId), description, media: this.local.state() }
    // The offer that rings a 1:1 call creates it on the server: what follows waits until it exists.
    const ring = !this.isTeam && event === 'call-offer' && !this.rung
    if (ring) this.rung = true
    this.emit(event, signal, ring)
  }

  private emit(event: CallEvent, signal: CallSignal, ring = false) {
    const { socket } = this.options
    this.outbox = this.outbox.then(async () => {
      if (!ring) {
        socket.emit(event, signal)
        return
      }
      const ack = await socket
        .timeout(SIGNAL_TIMEOUT_MS)
        .emitWithAck(event, signal)
        .catch(
          (): Refusal => ({ ok: false, status: 0, message: 'No answer from the server', code: undefined }),
        )
      if (!ack.ok) this.options.onRingRefused(ack)
    })
  }
}
