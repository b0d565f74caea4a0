import type { DiscoverCard } from '@shared/schemas/discover'
import { Briefcase, MapPin, Navigation, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CardDetails, CardSkills } from '@/components/swipe-deck/card-details'
import { PersonPhoto } from '@/components/swipe-deck/person-photo'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { useOptionLabels } from '../lib/option-labels'
import { CardReasons } from './card-reasons'

const MAX_PORTFOLIO_IMAGES = 4
// The shared badge tints sit just under AA with their own text colour in light mode; darker text fixes that.
const AVAILABLE_TEXT = 'text-green-800 dark:text-success'
const BUSY_TEXT = 'text-amber-800 dark:text-warning'

/**
 * One discover card (docs/product.md §2 "Card content"); the photo leads, the details scroll if they run long.
 * The card fills whatever height the deck gives it: on a short phone the photo gives up height first
 * (never more than about half the card), so some details always show under it.
 * `actions` (the member's "More" menu) sits on the photo's corner.
 */
export function ProfileCard({
  card,
  actions,
  viewerLocation,
  top,
}: {
  card: DiscoverCard
  actions?: ReactNode
  /** The card on top of the stack: its photo is the first thing the screen needs. */
  top?: boolean
  /** The viewer's own location: the card says how far away this person is (nothing for visitors). */
  viewerLocation?: string | null
}) {
  const { t } = useTranslation('discover')
  const f = useFormat()
  const { profession, experience } = useOptionLabels()
  const name = `${card.user.firstName} ${card.user.lastName}`.trim()
  const images = card.portfolioImages.slice(0, MAX_PORTFOLIO_IMAGES)
  const distance = viewerLocation ? f.distanceBetween(viewerLocation, card.location) : null
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border/60 bg-surface shadow-xl shadow-slate-900/10 dark:border-border dark:shadow-none"
    >
      {/* overflow-hidden: without it a square photo would stretch the box past its ratio (min-height: auto). */}
      <div className="relative aspect-4/3 max-h-[55%] w-full shrink-0 overflow-hidden bg-surface-muted">
        <PersonPhoto name={name} src={card.user.profileImageUrl} priority={top} />
        {actions && (
          // A press here is for the menu, never the start of a swipe. React bubbles events from the
          // menu's and dialogs' portals through here too, so they are covered as well.
          <div className="absolute top-3 right-3 z-10" onPointerDown={(event) => event.stopPropagation()}>
            {actions}
          </div>
        )}
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-slate-950/85 via-slate-950/45 to-transparent px-4 pt-10 pb-3 text-white">
          <h2 className="truncate font-bold text-2xl leading-tight">{name}</h2>
          <p className="truncate font-medium text-base text-white/90">{profession(card.profession)}</p>
        </div>
      </div>
      <CardDetails label={t('card.details')}>
        <CardReasons reasons={card.reasons} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted text-sm">
          <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {card.location}
          </span>
          {distance && (
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <Navigation aria-hidden className="size-3.5 shrink-0" />
              {distance}
            </span>
          )}
          <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
            <Briefcase aria-hidden className="size-4 shrink-0" />
            {experience(card.experience)}
          </span>
          <span className="inline-flex items-center gap-1 text-foreground">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">{t('card.rating')}</span>
            {f.rating(card.rating)}
            {/* The count beside the mean: 5.0 from nobody is not 5.0 from twenty (docs/decisions/051). Kept to
                "(12)" on the card, where a line more would push the rate out of sight on a small phone. */}
            <span aria-hidden className="text-muted">
              ({f.number(card.reviewCount)})
            </span>
            <span className="sr-only">
              {card.reviewCount ? t('card.reviewCount', { count: card.reviewCount }) : t('card.noReviews')}
            </span>
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge
            variant={card.isAvailableForWork ? 'success' : 'warning'}
            className={cn('text-sm', card.isAvailableForWork ? AVAILABLE_TEXT : BUSY_TEXT)}
          >
            <span aria-hidden className="size-2 rounded-full bg-current" />
            {card.isAvailableForWork ? t('card.available') : t('card.busy')}
          </Badge>
          <span className="font-semibold text-foreground">{f.hourlyRate(card.hourlyRate)}</span>
        </div>
        <p className="line-clamp-4 text-foreground text-sm leading-relaxed wrap-anywhere">{card.bio}</p>
        <CardSkills label={t('card.skills')} skills={card.skills} />
        {images.length > 0 && (
          // 4:3 like the portfolio pieces themselves: a square crop cut their captions at both ends.
          <ul aria-label={t('card.portfolio')} className="grid grid-cols-4 gap-2">
            {images.map((url, i) => (
              <li key={url} className="aspect-4/3 overflow-hidden rounded-xl bg-surface-muted">
                <img
                  src={url}
                  alt={t('card.work', { name, number: i + 1 })}
                  draggable={false}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </CardDetails>
    </article>
  )
}
