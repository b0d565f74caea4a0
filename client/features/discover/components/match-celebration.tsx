import { Heart } from 'lucide-react'
import { useEffect } from 'react'

export const CELEBRATION_MS = 1800

/**
 * A brief gradient burst over the deck when a like makes a match. Decoration only: the "It's a match!"
 * toast is what screen readers hear.
 */
export function MatchCelebration({ name, onDone }: { name: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, CELEBRATION_MS)
    return () => clearTimeout(timer)
  }, [onDone])
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 rounded-2xl bg-brand/95 text-white transition-[opacity,scale] duration-300 starting:scale-90 starting:opacity-0"
    >
      <Heart className="size-16 fill-white motion-safe:animate-bounce" />
      <p className="font-extrabold text-3xl tracking-tight">Matched!</p>
      <p className="px-6 text-center font-medium text-lg">You and {name} want to work together.</p>
    </div>
  )
}
