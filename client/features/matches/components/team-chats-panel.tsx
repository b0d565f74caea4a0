import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useTeams } from '@/features/teams'
import { cn } from '@/lib/cn'
import { ListPanel } from './list-panel'

/** Team Chats: the caller's teams, each opening its chat next to the conversations. */
export function TeamChatsPanel({
  selectedId,
  onSelect,
}: {
  selectedId: string | undefined
  onSelect: (teamId: string) => void
}) {
  const { t } = useTranslation('matches')
  const teams = useTeams()
  return (
    <ListPanel title={t('teams.title')}>
      {teams.isPending ? (
        <div className="p-4" aria-busy>
          <Skeleton className="h-10" />
        </div>
      ) : !teams.data?.length ? (
        <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
          <p className="font-semibold">{t('teams.emptyTitle')}</p>
          <p className="text-muted text-sm">{t('teams.emptyDescription')}</p>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link href="/teams">
              <Users aria-hidden /> {t('teams.teams')}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-1 p-2">
          {teams.data.map((team) => (
            <li key={team.id}>
              <button
                type="button"
                onClick={() => onSelect(team.id)}
                aria-current={team.id === selectedId ? 'true' : undefined}
                className={cn(
                  'flex w-full min-w-0 items-center gap-3 rounded-xl px-2.5 py-2 text-left transition-colors',
                  team.id === selectedId ? 'bg-primary/10' : 'hover:bg-surface-muted',
                )}
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Users className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{team.name}</span>
                  <span className="block truncate text-muted text-sm">
                    {t('teams.members', { count: team.members.length })}
                  </span>
                </span>
                {team.unreadCount > 0 && (
                  <Badge variant="brand">
                    {team.unreadCount}
                    <span className="sr-only"> {t('list.unread', { count: team.unreadCount })}</span>
                  </Badge>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListPanel>
  )
}
