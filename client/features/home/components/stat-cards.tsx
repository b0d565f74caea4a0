import type { Profile } from '@shared/schemas/profile'
import type { UseQueryResult } from '@tanstack/react-query'
import { Briefcase, HeartHandshake, type LucideIcon, Star, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMatches } from '@/features/matches'
import { useTeams } from '@/features/teams'
import { useFormat } from '@/lib/format'

// A count that could not be loaded shows a dash (and says so to screen readers) instead of a wrong 0.
const countOf = <T,>(query: Pick<UseQueryResult<T[]>, 'data'>, keep: (item: T) => boolean = () => true) =>
  query.data ? query.data.filter(keep).length : null

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon
  label: string
  value: string | null
  /** A line under the label ("3 reviews", "No reviews yet"). */
  note?: string
}) {
  const { t } = useTranslation('home')
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-2xl border border-border/60 bg-surface p-4 shadow-sm dark:border-border dark:shadow-none">
      <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="font-bold text-2xl tabular-nums">
        {value ?? (
          <>
            <span aria-hidden>–</span>
            <span className="sr-only">{t('stats.notAvailable')}</span>
          </>
        )}
      </span>
      <span className="text-muted text-sm [overflow-wrap:anywhere]">{label}</span>
      {note && <span className="text-muted text-xs [overflow-wrap:anywhere]">{note}</span>}
    </li>
  )
}

/** The four numbers of the dashboard, each computed from real data, written the person's way. */
export function StatCards({ profile }: { profile: Profile }) {
  const { t } = useTranslation('home')
  const f = useFormat()
  const matches = countOf(useMatches())
  const activeTeams = countOf(useTeams(), (team) => team.status === 'active')
  const number = (value: number | null) => (value === null ? null : f.number(value))
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Briefcase}
        label={t('stats.projectsCompleted')}
        value={f.number(profile.projectsCompleted)}
      />
      <StatCard icon={HeartHandshake} label={t('stats.creativeMatches')} value={number(matches)} />
      <StatCard icon={Users} label={t('stats.activeTeams')} value={number(activeTeams)} />
      <StatCard
        icon={Star}
        label={t('stats.communityRating')}
        value={f.rating(profile.rating)}
        note={
          profile.reviewCount ? t('stats.reviewCount', { count: profile.reviewCount }) : t('stats.noReviews')
        }
      />
    </ul>
  )
}
