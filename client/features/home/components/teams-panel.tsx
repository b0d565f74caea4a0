import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { useTeams } from '@/features/teams'
import { Panel, PanelEmpty, PanelRow } from './panel'

/** "Your Teams": up to 3 of my teams, or a way to start one. */
export function TeamsPanel() {
  const { t } = useTranslation('home')
  const teams = useTeams()
  return (
    <Panel
      title={t('teams.title')}
      viewAllHref="/teams"
      query={teams}
      errorText={t('teams.error')}
      empty={
        <PanelEmpty
          icon={Users}
          text={t('teams.empty')}
          actionLabel={t('teams.create')}
          actionHref="/teams"
        />
      }
    >
      {(team) => (
        <PanelRow
          key={team.id}
          href="/teams"
          picture={
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Users aria-hidden className="size-5" />
            </span>
          }
          title={team.name}
          detail={
            <>
              {t(`teamType.${team.projectType}`, { defaultValue: team.projectType })} ·{' '}
              {t('teams.members', { count: team.members.length })}
            </>
          }
          end={
            <Badge variant={team.status === 'active' ? 'success' : 'default'}>
              {t(`teamStatus.${team.status}`, { defaultValue: team.status })}
            </Badge>
          }
        />
      )}
    </Panel>
  )
}
