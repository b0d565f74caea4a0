import type { CallPerson, CallScope, MediaState } from '@shared/schemas/calls'
import { useSyncExternalStore } from 'react'

// The one call this tab is in, ringing for or starting, as the screens show it. The engine writes it;
// components read it through useCallState. Light on purpose: the app's call layer and the buttons that
// start calls import it on a member's first load, while the WebRTC code loads only with a call.

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting'

/** Someone else in the call: who they are, what they send, and what they told us of their media. */
export interface RemoteParticipant {
  person: CallPerson
  /** Their audio and video, once the connection carries them. */
  stream: MediaStream | null
  media: MediaState
  connection: ConnectionState
}

/** This person's own media, as their preview and controls show it. */
export interface LocalMediaView {
  /** The preview: the camera, or the screen while sharing. */
  preview: MediaStream | null
  audio: boolean
  video: boolean
  screen: boolean
  cameraId?: string
  microphoneId?: string
}

export type CallState =
  | { phase: 'idle' }
  /** Asking for the camera (and, for a team, joining): the start buttons wait. */
  | { phase: 'starting'; scope: CallScope }
  | { phase: 'incoming'; scope: CallScope; callId: string; caller: CallPerson; accepting: boolean }
  | {
      phase: 'outgoing' | 'active'
      scope: CallScope
      callId: string
      /** The other person's name (1:1) or the team's. */
      title: string
      participants: RemoteParticipant[]
      local: LocalMediaView
      /** When the first connection came up: the call's clock. */
      connectedAt: number | null
      /** Shrunk to a corner so the person can use the app during the call. */
      minimized: boolean
    }

export type InCallState = Extract<CallState, { phase: 'outgoing' | 'active' }>

/** A call just opened: nobody on screen yet (each connection adds its person), full size. */
export const openedCall = (
  call: Pick<InCallState, 'phase' | 'scope' | 'callId' | 'title' | 'local'> & { connectedAt?: number },
): InCallState => ({ participants: [], connectedAt: null, minimized: false, ...call })

const IDLE: CallState = { phase: 'idle' }
let state: CallState = IDLE
const listeners = new Set<() => void>()

export const getCallState = () => state

export function setCallState(next: CallState | ((current: CallState) => CallState)) {
  const value = typeof next === 'function' ? next(state) : next
  if (value === state) return
  state = value
  for (const listener of listeners) listener()
}

export const resetCallState = () => setCallState(IDLE)

/** Changes the call in progress, if there is one; otherwise nothing. */
export function updateInCall(change: (call: InCallState) => InCallState) {
  setCallState((current) =>
    current.phase === 'outgoing' || current.phase === 'active' ? change(current) : current,
  )
}

/** Changes one remote participant of the call in progress. */
export function updateParticipant(userId: string, change: Partial<RemoteParticipant>) {
  updateInCall((call) => ({
    ...call,
    participants: call.participants.map((p) => (p.person.id === userId ? { ...p, ...change } : p)),
  }))
}

/** Shrinks the call to a corner (to use the app meanwhile) or brings it back. */
export const setMinimized = (minimized: boolean) => updateInCall((call) => ({ ...call, minimized }))

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const useCallState = () => useSyncExternalStore(subscribe, getCallState, getCallState)

/** Whether a call (of any phase) belongs to this match or team. */
export const isScope = (scope: CallScope, of: { matchId?: string; teamId?: string }) =>
  scope.matchId !== undefined ? scope.matchId === of.matchId : scope.teamId === of.teamId
