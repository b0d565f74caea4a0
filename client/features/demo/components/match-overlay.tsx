import { Heart } from 'lucide-react'
import { GradientPortrait } from '@/features/discover/components/person-photo'
import type { DemoPerson } from '../lib/demo-data'

/** "It's a Match!" over the deck for 1.5 seconds after a like; fades and scales in, gradient behind. */
export function MatchOverlay({ person }: { person: DemoPerson }) {
  return (
    <div
      role="status"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-4 rounded-2xl bg-brand p-6 text-center text-white transition-[opacity,scale] duration-300 starting:scale-90 starting:opacity-0"
    >
      <Heart aria-hidden className="size-14 fill-white motion-safe:animate-bounce" />
      <p className="font-extrabold text-4xl tracking-tight">It's a Match!</p>
      <div className="size-24 overflow-hidden rounded-full ring-4 ring-white/70">
        <GradientPortrait name={person.name} className="text-3xl" />
      </div>
      <p className="font-medium text-lg">You and {person.name.split(' ')[0]} liked each other.</p>
    </div>
  )
}
