import type { Team } from '@shared/schemas/teams'
import { Info, LogOut, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { useLeaveTeam } from '../../api/remove-member'
import { CrewReviewPanel } from '../review/crew-review-panel'
import { SubViewHeader } from '../sub-view-header'
import { ConfirmDialog } from './confirm-dialog'
import { MemberList } from './member-list'
import { ProjectCompletion } from './project-completion'
import { SettingsForm } from './settings-form'

/**
 * There is no email service to send invitations with, so inviting means sharing the Teams page:
 * the person joins from Find teams while the team is public and accepts new members.
 */
async function copyInviteLink() {
  const link = `${window.location.origin}/teams`
  try {
    await navigator.clipboard.writeText(link)
    notify.success(i18n.t('teams:settings.inviteCopied'), i18n.t('teams:settings.inviteCopiedText'))
  } catch {
    // No clipboard (an insecure origin or a refused permission): show the link to copy by hand.
    notify.info(i18n.t('teams:settings.inviteLink'), link)
  }
}

/** Team Settings: info and switches (owner edits, others read), members, invite and leave. */
export function TeamSettings({ team, meId, onBack }: { team: Team; meId: string; onBack: () => void }) {
  const { t } = useTranslation('teams')
  const isOwner = team.ownerId === meId
  const leaveTeam = useLeaveTeam()

  const leave = () =>
    leaveTeam.mutateAsync(team.id, {
      onSuccess: () => {
        notify.success(t('settings.left'), t('settings.leftText', { team: team.name }))
        onBack()
      },
      onError: (error) => notify.error(t('settings.leaveError'), errorMessage(error)),
    })

  return (
    <div className="flex flex-col gap-4">
      <SubViewHeader title={t('settings.title')} teamName={team.name} onBack={onBack} />
      {team.status === 'completed' && <CrewReviewPanel team={team} />}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3>{t('settings.infoTitle')}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {!isOwner && (
              <p className="flex items-start gap-2 rounded-xl bg-surface-muted p-3 text-muted text-sm">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('settings.ownerOnly')}
              </p>
            )}
            <SettingsForm team={team} readOnly={!isOwner} />
          </CardContent>
        </Card>
        {isOwner && <ProjectCompletion team={team} />}
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle asChild>
              <h3>{t('settings.membersTitle')}</h3>
            </CardTitle>
            <Button variant="outline" size="sm" onClick={copyInviteLink}>
              <UserPlus aria-hidden />
              {t('settings.invite')}
            </Button>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <MemberList team={team} meId={meId} isOwner={isOwner} />
            {!isOwner && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" className="self-start">
                    <LogOut aria-hidden />
                    {t('settings.leave')}
                  </Button>
                }
                title={t('settings.leaveTitle', { team: team.name })}
                description={t('settings.leaveText')}
                confirmLabel={t('settings.leave')}
                onConfirm={leave}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
