import type { Team } from '@shared/schemas/teams'
import { Info, LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useLeaveTeam } from '../../api/remove-member'
import { InviteMemberDialog } from '../invitations/invite-member-dialog'
import { JoinRequestsCard } from '../invitations/join-requests-card'
import { CrewReviewPanel } from '../review/crew-review-panel'
import { SubViewHeader } from '../sub-view-header'
import { ConfirmDialog } from './confirm-dialog'
import { MemberList } from './member-list'
import { ProjectCompletion } from './project-completion'
import { SettingsForm } from './settings-form'

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
        {isOwner && <JoinRequestsCard team={team} />}
        {isOwner && <ProjectCompletion team={team} />}
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle asChild>
              <h3>{t('settings.membersTitle')}</h3>
            </CardTitle>
            {isOwner && <InviteMemberDialog team={team} meId={meId} />}
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
