import type { DiscoverTeam } from '@shared/schemas/teams'
import { CircleAlert, Search, ShieldCheck, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useTeamDiscover } from '../api/get-team-discover'
import { isPending, useJoinTeam } from '../api/join-team'
import { fullName, useTeamLabels } from '../lib/labels'

/** Teams that are looking for members and that I am not in yet, each with a Join button. */
export function FindTeams() {
  const { t } = useTranslation(['teams', 'common', 'invitations'])
  const teams = useTeamDiscover()
  return (
    <section aria-labelledby="find-teams-title" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="find-teams-title" className="font-semibold text-xl">
          {t('findTeams.title')}
        </h2>
        <p className="text-muted text-sm">{t('findTeams.intro')}</p>
      </div>
      {teams.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner srLabel={t('findTeams.loading')} />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : teams.isError ? (
        <EmptyState icon={CircleAlert} title={t('findTeams.loadError')} tone="danger">
          <Button variant="outline" onClick={() => teams.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </EmptyState>
      ) : teams.data.length === 0 ? (
        <EmptyState icon={Search} title={t('findTeams.emptyTitle')}>
          <p className="text-muted text-sm">{t('findTeams.emptyText')}</p>
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
  const { t } = useTranslation(['teams', 'invitations'])
  const labels = useTeamLabels()
  const join = useJoinTeam()
  const full = team.memberCount >= team.maxMembers
  const titleId = `open-team-${team.id}-title`
  const owner = fullName(team.owner)

  // Shown at once after a request, before the list is read again.
  const requested = team.joinRequested || (join.data !== undefined && isPending(join.data))

  const handleJoin = () =>
    join.mutate(team.id, {
      onSuccess: (joined) =>
        isPending(joined)
          ? notify.success(
              t('invitations:join.requestSent'),
              t('invitations:join.requestSentText', { team: team.name }),
            )
          : notify.success(t('findTeams.joined')),
      onError: (error) => {
        const message = errorMessage(error, 'answer')
        notify.error(t('findTeams.joinError'), message || t('findTeams.joinFailed'))
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
          <p className="text-muted text-sm">{labels.projectType(team.projectType)}</p>
        </div>
        <Button
          size="sm"
          className="shrink-0"
          onClick={handleJoin}
          variant={requested ? 'outline' : undefined}
          disabled={full || requested || join.isPending}
          aria-label={
            requested
              ? t('invitations:join.requestedLabel', { name: team.name })
              : full
                ? t('findTeams.fullTeam', { name: team.name })
                : t('findTeams.joinTeam', { name: team.name })
          }
        >
          {requested ? t('invitations:join.requested') : full ? t('findTeams.full') : t('findTeams.join')}
        </Button>
      </div>
      {team.description && <p className="line-clamp-2 wrap-anywhere text-sm">{team.description}</p>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
        <span className="inline-flex min-w-0 items-center gap-2">
          <Avatar size="sm" name={owner} src={team.owner.profileImageUrl} />
          <span className="min-w-0 wrap-anywhere">{t('findTeams.ledBy', { name: owner })}</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="size-4" />
          {labels.members(team.memberCount, team.maxMembers)}
        </span>
        {team.joinPolicy === 'approval' && (
          <span className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden className="size-4" />
            {t('invitations:join.approval')}
          </span>
        )}
      </div>
    </article>
  )
}
