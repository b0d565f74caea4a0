import { type ComponentProps, useEffect, useRef } from 'react'

/**
 * A <video> or <audio> showing a MediaStream (React has no prop for `srcObject`). Playback is started
 * explicitly: a stream set after the first render does not always autoplay.
 */
export function StreamVideo({ stream, ...props }: { stream: MediaStream | null } & ComponentProps<'video'>) {
  const ref = useRef<HTMLVideoElement>(null)
  useStream(ref, stream)
  return <video ref={ref} autoPlay playsInline muted {...props} />
}

/** The far side's sound, kept apart from the tiles so it plays on while the view is minimized. */
export function StreamAudio({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLAudioElement>(null)
  useStream(ref, stream)
  // biome-ignore lint/a11y/useMediaCaption: a live call's sound; there is no caption track to give
  return <audio ref={ref} autoPlay className="hidden" />
}

function useStream(ref: React.RefObject<HTMLMediaElement | null>, stream: MediaStream | null) {
  useEffect(() => {
    const element = ref.current
    if (!element || element.srcObject === stream) return
    element.srcObject = stream
    if (stream) element.play().catch(() => {})
  }, [ref, stream])
}
