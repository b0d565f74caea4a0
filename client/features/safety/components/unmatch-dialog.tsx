import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useUnmatch } from '../api/unmatch'
import type { SafetyPerson } from './person-actions-menu'

type UnmatchDialogProps = {
  person: SafetyPerson
  matchId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  onEnded?: () => void
}

/** "Unmatch Lerato?": the conversation goes for both people, and so does Discover between them. */
export function UnmatchDialog({ person, matchId, onEnded, ...dialog }: UnmatchDialogProps) {
  const { t } = useTranslation('safety')
  const unmatch = useUnmatch()
  const name = person.firstName
  const confirm = async () => {
    try {
      await unmatch.mutateAsync({ matchId, userId: person.id })
    } catch (error) {
      notify.error(t('unmatch.failed', { name }), errorMessage(error, 'refusal') ?? t('tryAgain'))
      throw error
    }
    notify.success(t('unmatch.done', { name }))
    onEnded?.()
  }
  return (
    <ConfirmDialog
      {...dialog}
      title={t('unmatch.title', { name })}
      description={t('unmatch.description')}
      confirmLabel={t('unmatch.confirm')}
      busyLabel={t('unmatch.busy')}
      onConfirm={confirm}
    />
  )
}
