import { resetCallState } from './call-store'
import { toastMediaUnavailable } from './call-toasts'
import { LocalMedia } from './local-media'

/**
 * What every call needs before it can start or be accepted: the camera and microphone (asked for now,
 * when the person chose to call), and the STUN/TURN servers. A refusal shows the spec's toast and
 * leaves no call behind; a step that is no longer current (hung up meanwhile) releases the camera.
 */
export async function prepareCall({
  iceServers,
  isCurrent,
  onMediaFailed,
}: {
  iceServers: () => Promise<RTCIceServer[]>
  isCurrent: () => boolean
  /** Said to the other side before the toast (a callee's `call-reject`). */
  onMediaFailed?: () => void
}): Promise<{ local: LocalMedia; iceServers: RTCIceServer[] } | null> {
  let local: LocalMedia
  try {
    local = await LocalMedia.open()
  } catch {
    if (isCurrent()) {
      onMediaFailed?.()
      resetCallState()
      void toastMediaUnavailable()
    }
    return null
  }
  // Without the list (the request failed), a call still connects on a LAN or loopback.
  const servers = await iceServers().catch(() => [])
  if (!isCurrent()) {
    local.stop()
    return null
  }
  return { local, iceServers: servers }
}
