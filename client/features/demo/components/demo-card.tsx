import { MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardDetails, CardSkills } from '@/components/swipe-deck/card-details'
import { GradientPortrait } from '@/components/swipe-deck/person-photo'
import type { DemoPerson } from '../lib/demo-data'

/**
 * A sample person's swipe card: the Discover card's look with the demo's fields (docs/product.md §2 Demo step 1).
 * Like the Discover card it fills the stack's height; the portrait gives up height first.
 */
export function DemoCard({ person }: { person: DemoPerson }) {
  const { t } = useTranslation('demo')
  return (
    <article
      aria-label={person.name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border/60 bg-surface shadow-xl shadow-slate-900/10 dark:border-border dark:shadow-none"
    >
      <div className="relative aspect-4/3 max-h-[55%] w-full shrink-0 overflow-hidden">
        <GradientPortrait name={person.name} className="text-7xl" />
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-slate-950/80 via-slate-950/40 to-transparent px-4 pt-10 pb-3 text-white">
          <p className="truncate font-medium text-sm text-white/90">{person.profession}</p>
          <h2 className="truncate font-bold text-2xl leading-tight">
            {person.name}, <span className="font-semibold">{person.age}</span>
          </h2>
        </div>
      </div>
      <CardDetails label={t('card.details')}>
        <p className="inline-flex items-center gap-1 text-muted text-sm">
          <MapPin aria-hidden className="size-4 shrink-0" /> {person.location}
        </p>
        <p className="text-sm leading-relaxed">{person.bio}</p>
        <CardSkills label={t('card.skills')} skills={person.skills} />
      </CardDetails>
    </article>
  )
}
