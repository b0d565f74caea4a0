import { CALL_EVENTS } from '@shared/socket-events'
import { getSocket } from '@/lib/socket'
import { setMinimized } from './call-store'
import type { CallEngine } from './engine'

// The light door to calls, loaded with a member's first page: it listens for call signals and loads the
// WebRTC engine (peer connections, media, negotiation) only when a call rings or this person starts one.

interface Setup {
  userId: string
  iceServers: () => Promise<RTCIceServer[]>
}

let setup: Setup | undefined
let markConfigured: () => void = () => {}
// The call layer joins just after the first render, so a quick tap on Start Call can come
// before it has said who is signed in: the tap waits for that instead of doing nothing.
const configured = new Promise<void>((resolve) => {
  markConfigured = resolve
})
let engine: Promise<CallEngine> | undefined
let engineUserId: string | undefined

/** Who is signed in and where the ICE servers come from; set once by the app's call layer. */
export function configureCalls(next: Setup) {
  setup = next
  markConfigured()
}

async function loadEngine(): Promise<CallEngine> {
  await configured
  const current = setup as Setup
  if (!engine || engineUserId !== current.userId) {
    engineUserId = current.userId
    engine = import('./engine').then(
      ({ CallEngine }) =>
        new CallEngine({
          userId: current.userId,
          socket: getSocket(current.userId),
          iceServers: current.iceServers,
        }),
    )
  }
  return engine
}

const withEngine =
  <A extends unknown[]>(run: (engine: CallEngine, ...args: A) => unknown) =>
  (...args: A) => {
    void loadEngine().then((loaded) => run(loaded, ...args))
  }

/** What the screens ask of a call; each loads the engine first if it is not there yet. */
export const callActions = {
  startMatchCall: withEngine((e, matchId: string, person: Parameters<CallEngine['startMatchCall']>[1]) =>
    e.startMatchCall(matchId, person),
  ),
  joinTeamCall: withEngine((e, teamId: string, title: string) => e.joinTeamCall(teamId, title)),
  accept: withEngine((e) => e.accept()),
  decline: withEngine((e) => e.decline()),
  hangUp: withEngine((e) => e.hangUp()),
  setAudio: withEngine((e, on: boolean) => e.controls.setAudio(on)),
  setVideo: withEngine((e, on: boolean) => e.controls.setVideo(on)),
  toggleScreen: withEngine((e) => e.controls.toggleScreen()),
  switchDevice: withEngine((e, kind: 'audio' | 'video', deviceId: string) =>
    e.controls.switchDevice(kind, deviceId),
  ),
  setMinimized,
}

/**
 * Passes every call signal sent to this person to the engine, loading it with the first one (a ring).
 * The engine's module loads once; signals wait for it in the order they came, so none is lost.
 * Returns the function that stops listening.
 */
export function listenForCalls(userId: string) {
  const socket = getSocket(userId)
  const handlers = CALL_EVENTS.map((event) => {
    const handler = (signal: Parameters<CallEngine['receive']>[1]) => {
      void loadEngine().then((loaded) => loaded.receive(event, signal))
    }
    socket.on(event, handler)
    return () => socket.off(event, handler)
  })
  return () => {
    for (const off of handlers) off()
  }
}
