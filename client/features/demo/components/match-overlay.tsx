import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MATCH_GRADIENT } from '@/components/swipe-deck/match-gradient'
import { GradientPortrait } from '@/components/swipe-deck/person-photo'
import { cn } from '@/lib/cn'
import type { DemoPerson } from '../lib/demo-data'

/**
 * "It's a Match!" over the deck for 1.5 seconds after a like; fades and scales in, gradient behind
 * (only fades with reduced motion). Compact on a short deck, so it always fits the card.
 */
export function MatchOverlay({ person }: { person: DemoPerson }) {
  const { t } = useTranslation('demo')
  return (
    <div
      role="status"
      className={cn(
        'absolute inset-0 z-30 flex flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl p-4 sm:gap-4',
        MATCH_GRADIENT,
        'text-center text-white transition-[opacity,scale] duration-300 starting:scale-90 starting:opacity-0 motion-reduce:starting:scale-100',
      )}
    >
      <Heart aria-hidden className="size-10 fill-white motion-safe:animate-bounce sm:size-14" />
      <p className="font-extrabold text-3xl tracking-tight sm:text-4xl">{t('overlay.title')}</p>
      <div className="size-20 shrink-0 overflow-hidden rounded-full ring-4 ring-white/70 sm:size-24">
        <GradientPortrait name={person.name} className="text-2xl sm:text-3xl" />
      </div>
      <p className="font-medium text-lg">{t('overlay.text', { name: person.name.split(' ')[0] })}</p>
    </div>
  )
}
