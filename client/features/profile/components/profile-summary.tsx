import type { Profile } from '@shared/schemas/profile'
import { CalendarDays, MapPin, Route, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { useFormat } from '@/lib/format'
import { professionLabel } from '../lib/option-labels'

type SummaryProfile = Pick<
  Profile,
  | 'profession'
  | 'location'
  | 'isAvailableForWork'
  | 'rating'
  | 'reviewCount'
  | 'projectsCompleted'
  | 'createdAt'
>

/**
 * A profile's header card, own or someone else's: the banner, the picture row (`top`, with its
 * actions), then name, craft, place, availability and the three numbers people look for.
 */
export function ProfileSummary({
  name,
  profile,
  portfolioCount,
  distance,
  top,
}: {
  name: string
  profile: SummaryProfile
  /** Null while the count is loading. */
  portfolioCount: number | null
  /** How far this person is from the viewer ("1,270 km away"); absent on one's own profile. */
  distance?: string | null
  top: ReactNode
}) {
  const { t } = useTranslation(['profile', 'options'])
  const f = useFormat()
  const facts = [
    {
      key: 'rating',
      // "Rating · 3 reviews", or "No reviews yet" beside the default 5.0 (docs/decisions/051).
      label: profile.reviewCount
        ? t('profile:summary.ratingCount', { count: profile.reviewCount })
        : t('profile:summary.noReviews'),
      value: f.rating(profile.rating),
      icon: true,
    },
    {
      key: 'projectsCompleted',
      label: t('profile:summary.projectsCompleted'),
      value: f.number(profile.projectsCompleted),
    },
    {
      key: 'portfolio',
      label: t('profile:summary.portfolio'),
      value: portfolioCount === null ? '…' : f.number(portfolioCount),
    },
  ]
  return (
    <Card className="overflow-hidden">
      <div aria-hidden className="h-24 bg-brand opacity-90 sm:h-32" />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-12 flex items-end justify-between gap-3 sm:-mt-14">{top}</div>
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-bold text-2xl tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{name}</h1>
          <p className="font-medium text-lg [overflow-wrap:anywhere]">
            {professionLabel(t, profile.profession)}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
            <span className="inline-flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {profile.location}
            </span>
            {distance && (
              <span className="inline-flex items-center gap-1">
                <Route aria-hidden className="size-4 shrink-0" />
                {distance}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {t('profile:summary.memberSince', { date: f.date(profile.createdAt) })}
            </span>
            <Badge variant={profile.isAvailableForWork ? 'success' : 'warning'}>
              {t(profile.isAvailableForWork ? 'profile:summary.available' : 'profile:summary.busy')}
            </Badge>
          </div>
        </div>
        <dl className="grid grid-cols-3 divide-x divide-border rounded-xl bg-surface-muted py-3 text-center">
          {facts.map(({ key, label, value, icon }) => (
            <div key={key} className="flex min-w-0 flex-col-reverse gap-0.5 px-2">
              <dt className="text-muted text-xs hyphens-auto [overflow-wrap:anywhere] sm:text-sm">{label}</dt>
              <dd className="inline-flex items-center justify-center gap-1 font-bold text-xl">
                {icon && <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />}
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  )
}
