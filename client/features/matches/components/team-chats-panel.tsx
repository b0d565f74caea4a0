import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { useTeams } from '@/features/teams'
import { ListEmpty, ListPanel, ListRowButton } from './list-panel'
import { RowActivity, RowPreview } from './row-activity'

/**
 * Team Chats: the caller's teams, each opening its chat next to the conversations, with its last
 * message and unread count as Recent Matches shows them.
 */
export function TeamChatsPanel({
  userId,
  selectedId,
  onSelect,
}: {
  userId: string
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
        <ListEmpty
          title={t('teams.emptyTitle')}
          description={t('teams.emptyDescription')}
          href="/teams"
          icon={Users}
          linkText={t('teams.teams')}
          className="py-6"
        />
      ) : (
        <ul className="flex flex-col gap-1 p-2">
          {teams.data.map((team) => (
            <li key={team.id}>
              <ListRowButton
                selected={team.id === selectedId}
                onClick={() => onSelect(team.id)}
                className="w-full"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Users className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{team.name}</span>
                  <RowPreview unread={team.unreadCount}>
                    {team.lastMessage
                      ? team.lastMessage.senderId === userId
                        ? t('list.fromYou', { message: team.lastMessage.content })
                        : t('teams.fromMember', {
                            name: team.lastMessage.sender.firstName,
                            message: team.lastMessage.content,
                          })
                      : t('teams.members', { count: team.members.length })}
                  </RowPreview>
                </span>
                <RowActivity lastAt={team.lastMessage?.createdAt} unread={team.unreadCount} />
              </ListRowButton>
            </li>
          ))}
        </ul>
      )}
    </ListPanel>
  )
}
