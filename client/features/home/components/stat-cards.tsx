import type { Profile } from '@shared/schemas/profile'
import type { UseQueryResult } from '@tanstack/react-query'
import { Briefcase, HeartHandshake, type LucideIcon, Star, Users } from 'lucide-react'
import { useMatches } from '@/features/matches/api/get-matches'
import { useTeams } from '@/features/teams/api/get-teams'
import { formatRating } from '@/lib/format'

// A count that could not be loaded shows a dash (and says so to screen readers) instead of a wrong 0.
const countOf = <T,>(query: Pick<UseQueryResult<T[]>, 'data'>, keep: (item: T) => boolean = () => true) =>
  query.data ? String(query.data.filter(keep).length) : null

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string | null }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border/60 bg-surface p-4 shadow-sm dark:border-border dark:shadow-none">
      <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="font-bold text-2xl tabular-nums">
        {value ?? (
          <>
            <span aria-hidden>–</span>
            <span className="sr-only">not available</span>
          </>
        )}
      </span>
      <span className="text-muted text-sm">{label}</span>
    </li>
  )
}

/** The four numbers of the dashboard, each computed from real data. */
export function StatCards({ profile }: { profile: Profile }) {
  const matches = useMatches()
  const teams = useTeams()
  return (
    <ul aria-label="Your stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Briefcase} label="Projects Completed" value={String(profile.projectsCompleted)} />
      <StatCard icon={HeartHandshake} label="Creative Matches" value={countOf(matches)} />
      <StatCard
        icon={Users}
        label="Active Teams"
        value={countOf(teams, (team) => team.status === 'active')}
      />
      <StatCard icon={Star} label="Community Rating" value={formatRating(profile.rating)} />
    </ul>
  )
}
