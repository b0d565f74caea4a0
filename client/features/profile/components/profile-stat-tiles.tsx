import type { ProfileStats } from '@shared/schemas/profile'
import { Briefcase, MessageCircle, Users } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'

type ProfileStatTilesProps = {
  stats: ProfileStats | undefined
  isPending: boolean
  isError: boolean
}

const TILES = [
  { key: 'messages', label: 'Messages', icon: MessageCircle },
  { key: 'teamMembers', label: 'Team members', icon: Users },
  { key: 'activeTeams', label: 'Active teams', icon: Briefcase },
] as const

/** Real counts from GET /api/profile/stats, where the spec's page had fixed placeholder numbers. */
export function ProfileStatTiles({ stats, isPending, isError }: ProfileStatTilesProps) {
  return (
    <section aria-label="Activity">
      <ul className="grid grid-cols-3 gap-3">
        {TILES.map(({ key, label, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col items-center gap-1 rounded-2xl border border-border/60 bg-surface p-3 text-center shadow-md shadow-slate-900/5 sm:flex-row sm:gap-3 sm:p-4 sm:text-left dark:border-border dark:shadow-none"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="flex flex-col-reverse">
              <div className="text-muted text-xs sm:text-sm">{label}</div>
              <div className="font-bold text-xl">
                {isPending ? (
                  <Skeleton className="mx-auto h-7 w-8 sm:mx-0" />
                ) : isError || !stats ? (
                  <span title="Could not load this number">–</span>
                ) : (
                  stats[key]
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
