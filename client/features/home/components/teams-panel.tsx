import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useTeams } from '@/features/teams'
import { Panel, PanelEmpty } from './panel'

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
          icon={<Users aria-hidden className="size-8 text-muted" />}
          text={t('teams.empty')}
          action={
            <Button asChild size="sm">
              <Link href="/teams">{t('teams.create')}</Link>
            </Button>
          }
        />
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-2">
          {items.map((team) => (
            <li key={team.id}>
              <Link
                href="/teams"
                className="flex items-center gap-3 rounded-xl border border-border p-3 transition-colors hover:bg-surface-muted"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Users aria-hidden className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{team.name}</span>
                  <span className="block text-muted text-sm">
                    {t(`teamType.${team.projectType}`, { defaultValue: team.projectType })} ·{' '}
                    {t('teams.members', { count: team.members.length })}
                  </span>
                </span>
                <Badge variant={team.status === 'active' ? 'success' : 'default'}>
                  {t(`teamStatus.${team.status}`, { defaultValue: team.status })}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
