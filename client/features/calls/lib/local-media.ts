import type { MediaState } from '@shared/schemas/calls'
import type { LocalMediaView } from './call-store'
import { openCameraAndMicrophone, openDevice, openScreen } from './media'

/** Puts a track on every connection of the call in place of the one of that kind sent now. */
export type ReplaceTrack = (kind: 'audio' | 'video', track: MediaStreamTrack) => Promise<void>

/**
 * This person's camera, microphone and screen during one call. Mute and camera off disable the track
 * (silence and black frames go out; no new negotiation); a switched device or a shared screen replaces
 * the track on every connection with `replaceTrack`, also without renegotiating.
 */
export class LocalMedia {
  /** The stream the tracks are sent in: its id groups them on the far side. */
  readonly stream: MediaStream
  private audio: MediaStreamTrack | null
  private camera: MediaStreamTrack | null
  private screen: MediaStreamTrack | null = null
  /** The preview's stream, kept while it shows the same track so the preview never flickers. */
  private preview: MediaStream | null = null

  private constructor(stream: MediaStream) {
    this.stream = stream
    this.audio = stream.getAudioTracks()[0] ?? null
    this.camera = stream.getVideoTracks()[0] ?? null
  }

  /** Asks for the camera and microphone (throws MediaUnavailableError when refused or missing). */
  static async open() {
    return new LocalMedia(await openCameraAndMicrophone())
  }

  /** What goes to each new connection: the microphone, and the screen while sharing or else the camera. */
  tracks(): MediaStreamTrack[] {
    const video = this.screen ?? this.camera
    return [this.audio, video].filter((track): track is MediaStreamTrack => track !== null)
  }

  /** Told to the other people of the call, for their view of this person's tile. */
  state(): MediaState {
    return {
      audio: this.audio?.enabled ?? false,
      video: this.screen !== null || (this.camera?.enabled ?? false),
      screen: this.screen !== null,
    }
  }

  view(): LocalMediaView {
    const shown = this.screen ?? this.camera
    if (this.preview?.getTracks()[0] !== shown) this.preview = shown ? new MediaStream([shown]) : null
    return {
      preview: this.preview,
      audio: this.audio?.enabled ?? false,
      video: this.camera?.enabled ?? false,
      screen: this.screen !== null,
      cameraId: this.camera?.getSettings().deviceId,
      microphoneId: this.audio?.getSettings().deviceId,
    }
  }

  setAudio(on: boolean) {
    if (this.audio) this.audio.enabled = on
  }

  setVideo(on: boolean) {
    if (this.camera) this.camera.enabled = on
  }

  /** Another camera or microphone; the old device is released and the on/off state kept. */
  async switchDevice(kind: 'audio' | 'video', deviceId: string, replace: ReplaceTrack) {
    const old = kind === 'audio' ? this.audio : this.camera
    const track = await openDevice(kind, deviceId)
    track.enabled = old?.enabled ?? true
    if (old) this.stream.removeTrack(old)
    this.stream.addTrack(track)
    if (kind === 'audio') this.audio = track
    else this.camera = track
    // While a screen is shared, the new camera waits for the share to end.
    if (kind === 'audio' || !this.screen) await replace(kind, track)
    old?.stop()
  }

  /** Shares a screen in place of the camera; `onEnded` runs when the browser's own Stop ends it. */
  async startScreen(replace: ReplaceTrack, onEnded: () => void) {
    if (this.screen) return
    const screen = await openScreen()
    this.screen = screen
    screen.addEventListener('ended', onEnded, { once: true })
    await replace('video', screen)
  }

  /** Back to the camera. */
  async stopScreen(replace: ReplaceTrack) {
    const screen = this.screen
    if (!screen) return
    this.screen = null
    if (this.camera) await replace('video', this.camera)
    screen.stop()
  }

  stop() {
    for (const track of [this.audio, this.camera, this.screen]) track?.stop()
    this.screen = null
  }
}
