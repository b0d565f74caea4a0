import type { Project } from '@shared/schemas/portfolio'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useDeleteProject } from '../api/delete-project'

export type OwnerActionsProps = {
  project: Project
  onEdit: () => void
  /** Focus Edit on arrival (back from the edit form). */
  focusEdit?: boolean
  /** Deletion started (true), or failed (false). */
  onDeleting?: (deleting: boolean) => void
  /** The project is gone: its page leaves (a dialog closes by itself, its card gone). */
  onDeleted?: () => void
}

/** Edit and Delete (after a question), for the project's owner only. */
export function OwnerActions({
  project,
  onEdit,
  focusEdit = false,
  onDeleting,
  onDeleted,
}: OwnerActionsProps) {
  const { t } = useTranslation('portfolio')
  const deleteProject = useDeleteProject()
  const [confirming, setConfirming] = useState(false)

  // Awaited rather than per-call callbacks: the card, and this component with it, leaves the list as
  // soon as the lists are refetched, and a gone component hears no callbacks.
  const remove = async () => {
    onDeleting?.(true)
    try {
      await deleteProject.mutateAsync(project.id)
    } catch (error) {
      onDeleting?.(false)
      const reason = errorMessage(error, 'refusal')
      notify.error(t('detail.deleteError'), reason ?? t('detail.deleteFailed'))
      throw error
    }
    notify.success(t('detail.deleted'), t('detail.deletedText', { title: project.title }))
    onDeleted?.()
  }

  return (
    <>
      {/* Focus comes back here from the edit form this button opened. */}
      <Button variant="outline" size="sm" onClick={onEdit} autoFocus={focusEdit}>
        <Pencil aria-hidden />
        {t('detail.edit')}
      </Button>
      <Button variant="outline" size="sm" className="text-danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        {t('detail.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.deleteTitle', { title: project.title })}
        description={t('detail.deleteText')}
        confirmLabel={t('detail.delete')}
        busyLabel={t('detail.deleting')}
        onConfirm={remove}
      />
    </>
  )
}
