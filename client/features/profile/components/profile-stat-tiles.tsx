import type { ProfileStats } from '@shared/schemas/profile'
import { Briefcase, MessageCircle, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'

type ProfileStatTilesProps = {
  stats: ProfileStats | undefined
  isPending: boolean
  isError: boolean
}

const TILES = [
  { key: 'messages', icon: MessageCircle },
  { key: 'teamMembers', icon: Users },
  { key: 'activeTeams', icon: Briefcase },
] as const

/** Real counts from GET /api/profile/stats, where the spec's page had fixed placeholder numbers. */
export function ProfileStatTiles({ stats, isPending, isError }: ProfileStatTilesProps) {
  const { t } = useTranslation('profile')
  const f = useFormat()
  return (
    <section aria-label={t('stats.label')}>
      <ul className="grid grid-cols-3 gap-3">
        {TILES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col items-center gap-1 rounded-2xl border border-border/60 bg-surface p-3 text-center shadow-md shadow-slate-900/5 sm:flex-row sm:gap-3 sm:p-4 sm:text-left dark:border-border dark:shadow-none"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <div className="text-muted text-xs hyphens-auto [overflow-wrap:anywhere] sm:text-sm">
                {t(`stats.${key}`)}
              </div>
              <div className="font-bold text-xl">
                {isPending ? (
                  <Skeleton className="mx-auto h-7 w-8 sm:mx-0" />
                ) : isError || !stats ? (
                  <span title={t('stats.unavailable')}>–</span>
                ) : (
                  f.number(stats[key])
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
