// One WebRTC connection to one other person, negotiated with the "perfect negotiation" pattern
// (W3C WebRTC 1.0 §10.7, MDN "Perfect negotiation"): either side may offer at any time (a track
// replaced, an ICE restart), and when both offer at once the polite side rolls back and answers while
// the impolite side ignores the other's offer. Both sides pick their role the same way (the lower user
// id is polite), so they never both yield or both insist.

export interface PeerSignal {
  description?: RTCSessionDescriptionInit
  candidate?: RTCIceCandidateInit | null
}

export type PeerState = 'connecting' | 'connected' | 'reconnecting'

export interface PeerOptions {
  polite: boolean
  iceServers: RTCIceServer[]
  /** The local tracks to send, and the stream they belong to (the far side groups them by it). */
  local: { stream: MediaStream; tracks: () => MediaStreamTrack[] }
  send: (signal: PeerSignal) => void
  onStream: (stream: MediaStream) => void
  onState: (state: PeerState) => void
}

export class Peer {
  readonly pc: RTCPeerConnection
  private makingOffer = false
  private ignoreOffer = false
  private settingRemoteAnswer = false
  private sending = false
  private closed = false
  /** Signals are applied one at a time, in the order they came: each step awaits the one before. */
  private queue: Promise<void> = Promise.resolve()

  constructor(private readonly options: PeerOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers })
    this.pc = pc
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true
        await pc.setLocalDescription()
        if (pc.localDescription) options.send({ description: pc.localDescription.toJSON() })
      } catch (error) {
        console.warn('call: could not make an offer', error)
      } finally {
        this.makingOffer = false
      }
    }
    pc.onicecandidate = ({ candidate }) => options.send({ candidate: candidate ? candidate.toJSON() : null })
    pc.ontrack = ({ track, streams }) => {
      // Tracks sent with addTrack(track, stream) arrive with that stream; both land in it.
      const stream = streams[0] ?? new MediaStream([track])
      options.onStream(stream)
    }
    const watch = () => this.onConnectionChange()
    pc.onconnectionstatechange = watch
    pc.oniceconnectionstatechange = watch
  }

  /** Sends the local tracks: at once for the side that starts the connection, else with its first answer. */
  startSending() {
    if (this.sending || this.closed) return
    this.sending = true
    for (const track of this.options.local.tracks()) this.pc.addTrack(track, this.options.local.stream)
  }

  /** Applies a description or candidate from the other side (in order). */
  receive(signal: PeerSignal) {
    this.queue = this.queue
      .then(() => this.apply(signal))
      .catch((error) => {
        console.warn('call: could not apply a signal', error)
      })
    return this.queue
  }

  private async apply({ description, candidate }: PeerSignal) {
    if (this.closed) return
    const { pc } = this
    if (description) {
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer)
      const offerCollision = description.type === 'offer' && !readyForOffer
      this.ignoreOffer = !this.options.polite && offerCollision
      if (this.ignoreOffer) return
      this.settingRemoteAnswer = description.type === 'answer'
      await pc.setRemoteDescription(description) // a polite peer's own offer is rolled back implicitly
      this.settingRemoteAnswer = false
      if (description.type === 'offer') {
        // Added after the offer, the tracks take the transceivers it opened: one round, no second offer.
        this.startSending()
        await pc.setLocalDescription()
        if (pc.localDescription) this.options.send({ description: pc.localDescription.toJSON() })
      }
    } else if (candidate !== undefined) {
      try {
        await pc.addIceCandidate(candidate ?? undefined)
      } catch (error) {
        // A candidate of the offer this side ignored is expected to fail; anything else is not.
        if (!this.ignoreOffer) throw error
      }
    }
  }

  /** Puts another track on the wire (camera switched, screen shared) without a new negotiation. */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack) {
    // The receiver's track always exists and keeps the transceiver's kind, even while nothing is sent.
    const transceiver = this.pc.getTransceivers().find((t) => t.receiver.track.kind === kind)
    if (transceiver) await transceiver.sender.replaceTrack(track)
  }

  private onConnectionChange() {
    const { connectionState, iceConnectionState } = this.pc
    if (connectionState === 'failed' || iceConnectionState === 'failed') {
      // A changed network (Wi-Fi to mobile data, a NAT binding that expired): new candidates, same call.
      this.pc.restartIce()
      this.options.onState('reconnecting')
    } else if (connectionState === 'connected') {
      this.options.onState('connected')
    } else if (connectionState === 'disconnected' || iceConnectionState === 'disconnected') {
      this.options.onState('reconnecting')
    }
  }

  close() {
    this.closed = true
    this.pc.onnegotiationneeded = null
    this.pc.onicecandidate = null
    this.pc.ontrack = null
    this.pc.onconnectionstatechange = null
    this.pc.oniceconnectionstatechange = null
    this.pc.close()
  }
}
