import type { Profile } from '@shared/schemas/profile'
import { MapPin, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { formatRating } from '@/lib/format'

type SummaryProfile = Pick<
  Profile,
  'profession' | 'location' | 'isAvailableForWork' | 'rating' | 'projectsCompleted'
>

/**
 * A profile's header card, own or someone else's: the banner, the picture row (`top`, with its
 * actions), then name, craft, place, availability and the three numbers people look for.
 */
export function ProfileSummary({
  name,
  profile,
  portfolioCount,
  top,
}: {
  name: string
  profile: SummaryProfile
  /** Null while the count is loading. */
  portfolioCount: number | null
  top: ReactNode
}) {
  const facts = [
    { label: 'Rating', value: formatRating(profile.rating), icon: true },
    { label: 'Projects completed', value: String(profile.projectsCompleted) },
    { label: 'Portfolio', value: portfolioCount === null ? '…' : String(portfolioCount) },
  ]
  return (
    <Card className="overflow-hidden">
      <div aria-hidden className="h-24 bg-brand opacity-90 sm:h-32" />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-12 flex items-end justify-between gap-3 sm:-mt-14">{top}</div>
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{name}</h1>
          <p className="font-medium text-lg">{profile.profession}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {profile.location}
            </span>
            <Badge variant={profile.isAvailableForWork ? 'success' : 'warning'}>
              {profile.isAvailableForWork ? 'Available for work' : 'Currently busy'}
            </Badge>
          </div>
        </div>
        <dl className="grid grid-cols-3 divide-x divide-border rounded-xl bg-surface-muted py-3 text-center">
          {facts.map(({ label, value, icon }) => (
            <div key={label} className="flex flex-col-reverse gap-0.5 px-2">
              <dt className="text-muted text-xs sm:text-sm">{label}</dt>
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
