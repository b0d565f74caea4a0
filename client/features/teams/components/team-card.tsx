import type { Team } from '@shared/schemas/teams'
import { CalendarDays, Phone, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { callActions, useCallState } from '@/features/calls'
import { useFormat } from '@/lib/format'
import { useTeamLabels } from '../lib/labels'
import { SUB_VIEW_ACTIONS, type SubView } from '../lib/sub-views'
import { MemberAvatars } from './member-avatars'
import { TeamStatusBadge } from './team-status-badge'

/** One of my teams (docs/product.md §2 Your Teams) with its four ways in. */
export function TeamCard({ team, onOpen }: { team: Team; onOpen: (view: SubView) => void }) {
  const { t } = useTranslation('teams')
  const labels = useTeamLabels()
  const f = useFormat()
  const titleId = `team-${team.id}-title`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={titleId} className="flex flex-col gap-4">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="truncate font-semibold text-lg leading-tight">
              {team.name}
            </h3>
            <p className="text-muted text-sm">{labels.projectType(team.projectType)}</p>
          </div>
          <TeamStatusBadge status={team.status} />
        </header>
        {team.description && <p className="line-clamp-3 wrap-anywhere text-sm">{team.description}</p>}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
          <MemberAvatars members={team.members} />
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden className="size-4" />
            {labels.members(team.members.length, team.maxMembers)}
          </span>
          {team.isLookingForMembers && <Badge variant="outline">{t('card.lookingForMembers')}</Badge>}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {t('card.created', { date: f.date(team.createdAt) })}
          </span>
        </div>
        {team.inCallCount > 0 && <CallInProgress team={team} />}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SUB_VIEW_ACTIONS.map(({ view, icon: Icon }) => (
            <Button
              key={view}
              variant="secondary"
              size="sm"
              className="whitespace-normal"
              onClick={() => onOpen(view)}
            >
              <Icon aria-hidden />
              {t(`subViews.${view}`)}
              {view === 'chat' && team.unreadCount > 0 && (
                <Badge variant="brand">
                  {f.number(team.unreadCount)}
                  <span className="sr-only"> {t('card.unread')}</span>
                </Badge>
              )}
            </Button>
          ))}
        </div>
      </article>
    </Card>
  )
}

/** The team's call is on (kept live by `team-call`): how many are in it, and Join. */
function CallInProgress({ team }: { team: Team }) {
  const { t } = useTranslation('teams')
  const f = useFormat()
  // In a call already (this one or another): one call at a time.
  const busy = useCallState().phase !== 'idle'
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-green-600/10 px-3 py-2 dark:bg-green-400/10">
      <p className="flex min-w-0 items-center gap-2 font-medium text-green-800 text-sm dark:text-green-300">
        <span aria-hidden className="relative flex size-2.5 shrink-0">
          <span className="absolute inset-0 rounded-full bg-green-500 motion-safe:animate-ping" />
          <span className="relative size-2.5 rounded-full bg-green-600 dark:bg-green-400" />
        </span>
        {t('card.callInProgress', { people: f.number(team.inCallCount) })}
      </p>
      <Button
        size="sm"
        className="shrink-0 bg-green-700 font-semibold text-white hover:bg-green-600"
        disabled={busy}
        onClick={() => callActions.joinTeamCall(team.id, team.name)}
      >
        <Phone aria-hidden />
        {t('card.joinCall')}
      </Button>
    </div>
  )
}
