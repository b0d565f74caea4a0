// Camera, microphone and screen: asking for them, and what went wrong when the browser says no.

/** The browser refused the camera and microphone, or there are none: the call cannot go on. */
export class MediaUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('Unable to access camera/microphone')
  }
}

const refused = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')

const constraint = (deviceId?: string): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true

/**
 * Camera and microphone together. A missing or busy device falls back to the other one alone (a desktop
 * with no camera can still talk); a refusal does not, since asking again would only be refused again.
 */
export async function openCameraAndMicrophone(
  devices: { cameraId?: string; microphoneId?: string } = {},
): Promise<MediaStream> {
  const media = navigator.mediaDevices
  if (!media?.getUserMedia) throw new MediaUnavailableError(new Error('No getUserMedia here'))
  const video = constraint(devices.cameraId)
  const audio = constraint(devices.microphoneId)
  let lastError: unknown
  for (const wanted of [{ audio, video }, { audio }, { video }]) {
    try {
      return await media.getUserMedia(wanted)
    } catch (error) {
      lastError = error
      if (refused(error)) break
    }
  }
  throw new MediaUnavailableError(lastError)
}

/** One camera's or microphone's track, for switching devices during a call. */
export async function openDevice(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({ [kind]: constraint(deviceId) })
  const track = stream.getTracks()[0]
  if (!track) throw new MediaUnavailableError(new Error(`No ${kind} track`))
  return track
}

export interface DeviceChoice {
  id: string
  label: string
}

/** The cameras and microphones this person may switch between (labels once a call has been allowed). */
export async function listDevices(): Promise<{ cameras: DeviceChoice[]; microphones: DeviceChoice[] }> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.()) ?? []
  const of = (kind: MediaDeviceKind) =>
    all
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device, index) => ({ id: device.deviceId, label: device.label || `${index + 1}` }))
  return { cameras: of('videoinput'), microphones: of('audioinput') }
}

/** Phones' browsers have no screen sharing: the button is not offered there. */
export const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function'

/** A screen, window or tab the person picks; its track ends when they stop sharing from the browser. */
export async function openScreen(): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false })
  const track = stream.getVideoTracks()[0]
  if (!track) throw new Error('No screen track')
  return track
}
