import type { FormEventHandler, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  type DialogFormActionsProps,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

type FormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog, when the dialog has one of its own. */
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
  /** Classes of the dialog box (e.g. a wider `max-w-*`). */
  className?: string
  onCloseAutoFocus?: (event: Event) => void
  /** Classes of the form; it is a column with gap-4 by default. */
  formClassName?: string
  /** A new key gives the form fresh fields (e.g. an emptied image field after a success). */
  formKey?: number | string
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The footer: Cancel, then submit with its spinner. */
  actions: DialogFormActionsProps
  /** The fields. */
  children: ReactNode
}

/**
 * A dialog holding one form: title, description, the fields, then Cancel and submit. The browser's
 * own validation is off (`noValidate`): each form says what is wrong in its own words.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  onCloseAutoFocus,
  formClassName,
  formKey,
  onSubmit,
  actions,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          key={formKey}
          noValidate
          onSubmit={onSubmit}
          className={cn('flex flex-col gap-4', formClassName)}
        >
          {children}
          <DialogFormActions {...actions} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
