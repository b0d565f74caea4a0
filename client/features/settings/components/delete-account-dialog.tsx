import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { notify } from '@/lib/toast'
import { useDeleteAccount } from '../api/delete-account'

// The same word in every language: it is a deliberate act of typing, not a sentence to read.
const CONFIRM_WORD = 'DELETE'

/** Account deletion behind a real confirm step (docs/product.md §5): the word must be typed before it can go. */
export function DeleteAccountDialog() {
  const { t } = useTranslation('settings')
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const deleteAccount = useDeleteAccount()
  const confirmed = typed.trim() === CONFIRM_WORD
  const busy = deleteAccount.isPending

  const onOpenChange = (next: boolean) => {
    if (busy) return
    setOpen(next)
    if (!next) setTyped('')
  }

  const onDelete = async () => {
    try {
      // Clears every cached thing and returns to the landing page once the account is gone.
      await deleteAccount.mutateAsync()
      notify.success(t('deleteAccount.toast.deleted'))
    } catch {
      notify.error(t('deleteAccount.toast.failed'))
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="danger" className="max-sm:w-full">
          <Trash2 aria-hidden />
          {t('deleteAccount.open')}
        </Button>
      }
      title={t('deleteAccount.title')}
      description={t('deleteAccount.description')}
      onSubmit={(event) => {
        event.preventDefault()
        if (confirmed && !busy) void onDelete()
      }}
      actions={{
        submitLabel: t('deleteAccount.submit'),
        busyLabel: t('deleteAccount.deleting'),
        busy,
        disabled: !confirmed,
        variant: 'danger',
      }}
    >
      <Field label={t('deleteAccount.confirmLabel', { word: CONFIRM_WORD })} htmlFor="delete-account-confirm">
        {(control) => (
          <Input
            {...control}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
    </FormDialog>
  )
}
