import { CircleAlert, Plus, Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useTeams } from '../api/get-teams'
import type { SubView } from '../lib/sub-views'
import { CreateTeamDialog } from './create-team-dialog'
import { TeamCard } from './team-card'

/** Your Teams (spec §2): my teams as cards, or the way to create the first one. */
export function YourTeams({ onOpen }: { onOpen: (teamId: string, view: SubView) => void }) {
  const teams = useTeams()
  return (
    <section aria-labelledby="your-teams-title" className="flex flex-col gap-4">
      <h2 id="your-teams-title" className="font-semibold text-xl">
        Your Teams
      </h2>
      {teams.isPending ? (
        <div className="flex flex-col gap-4">
          <Spinner srLabel="Loading your teams" />
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : teams.isError ? (
        <EmptyState icon={CircleAlert} title="Unable to load your teams" tone="danger">
          <Button variant="outline" onClick={() => teams.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : teams.data.length === 0 ? (
        <EmptyState icon={Users} title="No teams yet">
          <p className="text-muted text-sm">Create a team to start collaborating, or join one below.</p>
          <CreateTeamDialog
            trigger={
              <Button>
                <Plus aria-hidden />
                Create Your First Team
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
