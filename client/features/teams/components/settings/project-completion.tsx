import { REPUTATION } from '@shared/schemas/reputation'
import type { Team } from '@shared/schemas/teams'
import { CheckCircle2, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useCompleteTeam, useReopenTeam } from '../../api/complete-team'
import { ConfirmDialog } from './confirm-dialog'

const REOPEN_MS = REPUTATION.reopenDays * 24 * 60 * 60 * 1000

/**
 * The project's end (docs/decisions/051), for the owner: "Mark project completed" after a confirmation, since it
 * closes the team to newcomers and opens reviews; reopening stays possible for 7 days, before any review.
 */
export function ProjectCompletion({ team }: { team: Team }) {
  const { t } = useTranslation('teams')
  const f = useFormat()
  const complete = useCompleteTeam()
  const reopen = useReopenTeam()
  const completedAt = team.completedAt ? new Date(team.completedAt) : null
  const mayReopen = completedAt !== null && Date.now() - completedAt.getTime() < REOPEN_MS

  const markCompleted = () =>
    complete.mutateAsync(team.id, {
      onSuccess: () => notify.success(t('completion.done'), t('completion.doneText', { team: team.name })),
      onError: (error) => notify.error(t('completion.error'), errorMessage(error)),
    })
  const markActive = () =>
    reopen.mutateAsync(team.id, {
      onSuccess: () =>
        notify.success(t('completion.reopened'), t('completion.reopenedText', { team: team.name })),
      onError: (error) => notify.error(t('completion.reopenError'), errorMessage(error)),
    })

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('completion.title')}</h3>
        </CardTitle>
        <CardDescription>
          {completedAt ? t('completion.completedOn', { date: f.date(completedAt) }) : t('completion.hint')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {completedAt ? (
          mayReopen && (
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <RotateCcw aria-hidden />
                  {t('completion.reopen')}
                </Button>
              }
              title={t('completion.reopenTitle', { team: team.name })}
              description={t('completion.reopenText')}
              confirmLabel={t('completion.reopen')}
              onConfirm={markActive}
            />
          )
        ) : (
          <ConfirmDialog
            trigger={
              <Button>
                <CheckCircle2 aria-hidden />
                {t('completion.mark')}
              </Button>
            }
            title={t('completion.confirmTitle', { team: team.name })}
            description={t('completion.confirmText')}
            confirmLabel={t('completion.mark')}
            onConfirm={markCompleted}
          />
        )}
      </CardContent>
    </Card>
  )
}
