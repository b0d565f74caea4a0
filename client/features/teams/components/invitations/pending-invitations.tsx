import type { TeamInvitation } from '@shared/schemas/team-invitations'
import { Check, Mail, Users, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useAnswerInvitation, useMyInvitations } from '../../api/invitations'
import { fullName, useTeamLabels } from '../../lib/labels'

/**
 * My open invitations, above my teams. Nothing at all while there are none (or while they load):
 * most people have none most of the time, and an empty box would only push their teams down.
 */
export function PendingInvitations() {
  const { t } = useTranslation('invitations')
  const invitations = useMyInvitations()
  if (!invitations.data || invitations.data.length === 0) return null
  return (
    <section aria-labelledby="invitations-title" className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id="invitations-title" className="flex items-center gap-2 font-semibold text-xl">
          <Mail aria-hidden className="size-5 text-primary" />
          {t('pending.title')}
        </h2>
        <p className="text-muted text-sm">{t('pending.intro')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {invitations.data.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function InvitationCard({ invitation }: { invitation: TeamInvitation }) {
  const { t } = useTranslation('invitations')
  const labels = useTeamLabels()
  const f = useFormat()
  const { team, inviter } = invitation
  const titleId = `invitation-${invitation.id}-title`
  const inviterName = fullName(inviter)
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="wrap-anywhere font-semibold">
            {team.name}
          </h3>
          <p className="text-muted text-sm">{labels.projectType(team.projectType)}</p>
        </div>
        <InvitationActions invitationId={invitation.id} teamName={team.name} />
      </div>
      {team.description && <p className="line-clamp-2 wrap-anywhere text-sm">{team.description}</p>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
        <span className="inline-flex min-w-0 items-center gap-2">
          <Avatar size="sm" name={inviterName} src={inviter.profileImageUrl} />
          <span className="min-w-0 wrap-anywhere">{t('pending.invitedBy', { name: inviterName })}</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="size-4" />
          {labels.members(team.memberCount, team.maxMembers)}
        </span>
        <span>{t('pending.openUntil', { date: f.date(invitation.expiresAt) })}</span>
      </div>
    </article>
  )
}

/** Accept and Decline, as on the Teams page and in a notification. */
export function InvitationActions({
  invitationId,
  teamName,
  size = 'sm',
  onAccepted,
}: {
  invitationId: string
  teamName: string
  size?: 'sm' | 'md'
  /** After joining: a notification takes the person into the team. */
  onAccepted?: () => void
}) {
  const { t } = useTranslation('invitations')
  const answer = useAnswerInvitation()
  const busy = answer.isPending
  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { invitationId, answer: choice },
      {
        onSuccess: () => {
          if (choice === 'decline') return notify.info(t('pending.declined'))
          notify.success(t('pending.accepted', { team: teamName }))
          onAccepted?.()
        },
        onError: (error) => notify.error(t('pending.answerError'), errorMessage(error)),
      },
    )
  return (
    <div className="flex shrink-0 gap-2">
      <Button
        size={size}
        disabled={busy}
        onClick={() => respond('accept')}
        aria-label={t('pending.acceptLabel', { team: teamName })}
      >
        <Check aria-hidden />
        {t('pending.accept')}
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={busy}
        onClick={() => respond('decline')}
        aria-label={t('pending.declineLabel', { team: teamName })}
      >
        <X aria-hidden />
        {t('pending.decline')}
      </Button>
    </div>
  )
}
