import { Users } from 'lucide-react'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useTeams } from '@/features/teams/api/get-teams'
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
  const teams = useTeams()
  return (
    <ListPanel title="Team Chats">
      {teams.isPending ? (
        <div className="p-4" aria-busy>
          <Skeleton className="h-10" />
        </div>
      ) : !teams.data?.length ? (
        <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
          <p className="font-semibold">No team chats yet</p>
          <p className="text-muted text-sm">Create or join a team to chat with your collaborators.</p>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link href="/teams">
              <Users aria-hidden /> Teams
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
                  'flex w-full items-center gap-3 rounded-xl px-2.5 py-2 text-left transition-colors',
                  team.id === selectedId ? 'bg-primary/10' : 'hover:bg-surface-muted',
                )}
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Users className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{team.name}</span>
                  <span className="block text-muted text-sm">
                    {team.members.length} {team.members.length === 1 ? 'member' : 'members'}
                  </span>
                </span>
                {team.unreadCount > 0 && (
                  <Badge variant="brand">
                    {team.unreadCount}
                    <span className="sr-only"> unread</span>
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
