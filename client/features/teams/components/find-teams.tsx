import type { DiscoverTeam } from '@shared/schemas/teams'
import { CircleAlert, Search, Users } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useTeamDiscover } from '../api/get-team-discover'
import { useJoinTeam } from '../api/join-team'
import { fullName, membersText, teamProjectTypeLabel } from '../lib/labels'

/** Teams that are looking for members and that I am not in yet, each with a Join button. */
export function FindTeams() {
  const teams = useTeamDiscover()
  return (
    <section aria-labelledby="find-teams-title" className="flex flex-col gap-4">
      <div>
        <h2 id="find-teams-title" className="font-semibold text-xl">
          Find teams
        </h2>
        <p className="text-muted text-sm">Teams looking for members right now.</p>
      </div>
      {teams.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner srLabel="Loading teams looking for members" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : teams.isError ? (
        <EmptyState icon={CircleAlert} title="Unable to load teams" tone="danger">
          <Button variant="outline" onClick={() => teams.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : teams.data.length === 0 ? (
        <EmptyState icon={Search} title="No open teams right now">
          <p className="text-muted text-sm">Check back soon, or start a team of your own.</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {teams.data.map((team) => (
            <li key={team.id}>
              <OpenTeam team={team} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function OpenTeam({ team }: { team: DiscoverTeam }) {
  const join = useJoinTeam()
  const full = team.memberCount >= team.maxMembers
  const titleId = `open-team-${team.id}-title`

  const handleJoin = () =>
    join.mutate(team.id, {
      onSuccess: () => notify.success('Joined team successfully!'),
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : ''
        notify.error('Error joining team', message || 'Failed to join team. Please try again.')
      },
    })

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold">
            {team.name}
          </h3>
          <p className="text-muted text-sm">{teamProjectTypeLabel(team.projectType)}</p>
        </div>
        <Button
          size="sm"
          onClick={handleJoin}
          disabled={full || join.isPending}
          aria-label={full ? `Full: ${team.name}` : `Join ${team.name}`}
        >
          {full ? 'Full' : 'Join'}
        </Button>
      </div>
      {team.description && <p className="line-clamp-2 text-sm">{team.description}</p>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
        <span className="inline-flex items-center gap-2">
          <Avatar size="sm" name={fullName(team.owner)} src={team.owner.profileImageUrl} />
          Led by {fullName(team.owner)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="size-4" />
          {membersText(team.memberCount, team.maxMembers)}
        </span>
      </div>
    </article>
  )
}
