import type { Team, TeamMember } from '@shared/schemas/teams'
import { UserMinus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { professionLabel } from '@/features/profile'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useRemoveMember } from '../../api/remove-member'
import { fullName, useTeamLabels } from '../../lib/labels'
import { ConfirmDialog } from './confirm-dialog'

/** The team's people with their roles; the owner may remove anyone but themself. */
export function MemberList({ team, meId, isOwner }: { team: Team; meId: string; isOwner: boolean }) {
  const { t } = useTranslation('teams')
  return (
    <ul aria-label={t('settings.membersTitle')} className="flex flex-col divide-y divide-border">
      {team.members.map((member) => (
        <MemberRow
          key={member.id}
          team={team}
          member={member}
          isMe={member.userId === meId}
          canRemove={isOwner && member.role !== 'owner'}
        />
      ))}
    </ul>
  )
}

function MemberRow({
  team,
  member,
  isMe,
  canRemove,
}: {
  team: Team
  member: TeamMember
  isMe: boolean
  canRemove: boolean
}) {
  const { t } = useTranslation(['teams', 'options'])
  const labels = useTeamLabels()
  const removeMember = useRemoveMember()
  const name = fullName(member.user)

  const remove = () =>
    removeMember.mutateAsync(
      { teamId: team.id, userId: member.userId },
      {
        onSuccess: () =>
          notify.success(t('settings.removed'), t('settings.removedText', { name, team: team.name })),
        onError: (error) => notify.error(t('settings.removeError'), errorMessage(error)),
      },
    )

  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={name} src={member.user.profileImageUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {/* Their page, with their work; it says so if their privacy keeps it from me. */}
          <Link
            href={isMe ? '/profile' : `/people/${member.userId}`}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {name}
          </Link>
          {isMe && <span className="font-normal text-muted"> {t('settings.you')}</span>}
        </p>
        {/* Wraps rather than cuts: a long profession beside the Remove button still reads whole. */}
        <p className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <Badge className={member.role === 'owner' ? 'bg-primary/10 text-primary' : undefined}>
            {labels.role(member.role)}
          </Badge>
          {member.user.profession && (
            <span className="wrap-anywhere text-muted text-sm">
              {professionLabel(t, member.user.profession)}
            </span>
          )}
        </p>
      </div>
      {canRemove && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={t('settings.removeName', { name })}>
              <UserMinus aria-hidden />
              {t('settings.remove')}
            </Button>
          }
          title={t('settings.removeTitle', { name })}
          description={t('settings.removeText', { name, team: team.name })}
          confirmLabel={t('settings.remove')}
          onConfirm={remove}
        />
      )}
    </li>
  )
}
