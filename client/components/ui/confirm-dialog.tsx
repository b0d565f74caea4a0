import { LoaderCircle } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  busyLabel?: string
  /** Resolves when done: the dialog then closes. If it throws, it stays open for another try. */
  onConfirm: () => Promise<unknown>
  /** Where focus goes on closing; by default back to what had it before. */
  onCloseAutoFocus?: (event: Event) => void
  /** The button that opens it, when it has one of its own (not opened from a menu). */
  trigger?: ReactNode
}

/**
 * Asks before something that cannot be taken back from where the person stands (unmatch, block,
 * suspend, remove a team member). Opened from the outside (a menu item), or by its own `trigger`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel = confirmLabel,
  onConfirm,
  onCloseAutoFocus,
  trigger,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // The caller has said what went wrong; the question stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent role="alertdialog" className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy && <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
