import { CircleAlert, Plus, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useTeams } from '../api/get-teams'
import type { SubView } from '../lib/sub-views'
import { CreateTeamDialog } from './create-team-dialog'
import { TeamCard } from './team-card'

/** Your Teams (docs/product.md §2): my teams as cards, or the way to create the first one. */
export function YourTeams({ onOpen }: { onOpen: (teamId: string, view: SubView) => void }) {
  const { t } = useTranslation(['teams', 'common'])
  const teams = useTeams()
  return (
    <section aria-labelledby="your-teams-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="your-teams-title" className="font-semibold text-xl">
        {t('yourTeams.title')}
      </h2>
      {teams.isPending ? (
        <div className="flex flex-col gap-4">
          <Spinner srLabel={t('yourTeams.loading')} />
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : teams.isError ? (
        <EmptyState icon={CircleAlert} title={t('yourTeams.loadError')} tone="danger">
          <Button variant="outline" onClick={() => teams.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </EmptyState>
      ) : teams.data.length === 0 ? (
        <EmptyState icon={Users} title={t('yourTeams.emptyTitle')}>
          <p className="text-muted text-sm">{t('yourTeams.emptyText')}</p>
          <CreateTeamDialog
            trigger={
              <Button>
                <Plus aria-hidden />
                {t('yourTeams.createFirst')}
              </Button>
            }
          />
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {teams.data.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} onOpen={(view) => onOpen(team.id, view)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
