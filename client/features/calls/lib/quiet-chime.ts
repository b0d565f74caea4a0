import { useEffect } from 'react'

// The team ring's sound: two soft sine notes, a tenth of full volume, a few times and then silence. A
// team call is an invitation, not a phone ringing for you alone, so it is quieter and shorter.
const NOTES = [659.25, 880] // E5, A5
const VOLUME = 0.08
const REPEAT_MS = 4000
const TIMES = 3

let context: AudioContext | undefined

function chime() {
  context ??= new AudioContext()
  const audio = context
  // Before the person has touched the page the browser may keep audio off: the notice still shows.
  if (audio.state === 'suspended') void audio.resume().catch(() => {})
  NOTES.forEach((frequency, index) => {
    const start = audio.currentTime + index * 0.18
    const oscillator = audio.createOscillator()
    const gain = audio.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0, start)
    gain.gain.linearRampToValueAtTime(VOLUME, start + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.6)
    oscillator.connect(gain).connect(audio.destination)
    oscillator.start(start)
    oscillator.stop(start + 0.65)
  })
}

/** Chimes while `ringing` (keyed by the call, so a new call chimes afresh), at most three times. */
export function useQuietChime(ringing: string | null) {
  useEffect(() => {
    if (!ringing || typeof AudioContext === 'undefined') return
    let played = 0
    const play = () => {
      try {
        chime()
      } catch {
        // No audio device (or no permission): the notice is enough.
      }
      played++
      if (played >= TIMES) clearInterval(timer)
    }
    const timer = setInterval(play, REPEAT_MS)
    play()
    return () => clearInterval(timer)
  }, [ringing])
}
