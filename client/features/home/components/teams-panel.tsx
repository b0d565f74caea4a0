import { Users } from 'lucide-react'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useTeams } from '@/features/teams/api/get-teams'
import { teamProjectTypeLabel } from '@/features/teams/lib/labels'
import { Panel, PanelEmpty } from './panel'

/** "Your Teams": up to 3 of my teams, or a way to start one. */
export function TeamsPanel() {
  const teams = useTeams()
  return (
    <Panel
      title="Your Teams"
      viewAllHref="/teams"
      query={teams}
      errorText="Your teams could not be loaded."
      empty={
        <PanelEmpty
          icon={<Users aria-hidden className="size-8 text-muted" />}
          text="You're not in a team yet."
          action={
            <Button asChild size="sm">
              <Link href="/teams">Create Team</Link>
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
                    {teamProjectTypeLabel(team.projectType)} · {team.members.length}{' '}
                    {team.members.length === 1 ? 'member' : 'members'}
                  </span>
                </span>
                <Badge variant={team.status === 'active' ? 'success' : 'default'}>{team.status}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
