import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useBlockPerson } from '../api/block-person'
import type { SafetyPerson } from './person-actions-menu'

type BlockDialogProps = {
  person: SafetyPerson
  hasMatch: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  onEnded?: () => void
}

/** "Block Lerato?": says what changes for both people, and that the other person is not told. */
export function BlockDialog({ person, hasMatch, onEnded, ...dialog }: BlockDialogProps) {
  const { t } = useTranslation('safety')
  const block = useBlockPerson()
  const name = person.firstName
  const confirm = async () => {
    try {
      await block.mutateAsync(person.id)
    } catch (error) {
      notify.error(t('block.failed', { name }), errorMessage(error, 'refusal') ?? t('tryAgain'))
      throw error
    }
    notify.success(t('block.done', { name }), t('block.doneHint'))
    onEnded?.()
  }
  return (
    <ConfirmDialog
      {...dialog}
      title={t('block.title', { name })}
      description={hasMatch ? t('block.descriptionMatched') : t('block.description')}
      confirmLabel={t('block.confirm')}
      busyLabel={t('block.busy')}
      onConfirm={confirm}
    />
  )
}
