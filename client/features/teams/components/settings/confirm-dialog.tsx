import { type ReactNode, useState } from 'react'
import { ConfirmDialog as SharedConfirmDialog } from '@/components/ui/confirm-dialog'

type ConfirmDialogProps = {
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  /** Resolves when done; the dialog closes then, or stays open if it throws. */
  onConfirm: () => Promise<unknown>
}

/** Asks before something that cannot be undone from here, such as removing a member; opened by `trigger`. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  return <SharedConfirmDialog {...props} open={open} onOpenChange={setOpen} />
}
