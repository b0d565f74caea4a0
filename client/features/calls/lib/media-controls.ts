import type { CallSession } from './call-session'
import { updateInCall } from './call-store'
import { toastMediaUnavailable } from './call-toasts'

/**
 * The buttons of the call view: microphone, camera, screen share and device choice. Every change is
 * shown in this person's own view and told to the others, whose tiles show "muted" or "camera off".
 */
export class MediaControls {
  constructor(private readonly current: () => CallSession | null) {}

  setAudio(on: boolean) {
    this.change((session) => session.local.setAudio(on))
  }

  setVideo(on: boolean) {
    this.change((session) => session.local.setVideo(on))
  }

  async toggleScreen() {
    const session = this.current()
    if (!session) return
    const { local } = session
    try {
      if (local.view().screen) await local.stopScreen(session.replaceTrack)
      // The browser's own "Stop sharing" ends the track: the camera comes back the same way.
      else await local.startScreen(session.replaceTrack, () => void this.stopScreen(session))
    } catch {
      // Closing the browser's picker without choosing is a refusal too: nothing changes, nothing to say.
    }
    this.change(() => {}, session)
  }

  async switchDevice(kind: 'audio' | 'video', deviceId: string) {
    const session = this.current()
    if (!session) return
    try {
      await session.local.switchDevice(kind, deviceId, session.replaceTrack)
    } catch {
      void toastMediaUnavailable()
    }
    this.change(() => {}, session)
  }

  private async stopScreen(session: CallSession) {
    if (this.current() !== session) return
    await session.local.stopScreen(session.replaceTrack)
    this.change(() => {}, session)
  }

  /** Applies a change, then shows it here and tells the others (when the call is still this one). */
  private change(apply: (session: CallSession) => void, session = this.current()) {
    if (!session || this.current() !== session) return
    apply(session)
    updateInCall((call) => ({ ...call, local: session.local.view() }))
    session.sendMedia()
  }
}
