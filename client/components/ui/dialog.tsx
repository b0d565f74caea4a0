import { LoaderCircle, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Button } from './button'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button. */
  closeLabel?: string
  hideClose?: boolean
}

export function DialogContent({
  className,
  children,
  closeLabel,
  hideClose = false,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('common')
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm transition-opacity starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
          'max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain rounded-2xl border border-border',
          'bg-surface p-4 text-foreground shadow-xl sm:p-6',
          'transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-xl',
              'text-muted transition-colors hover:bg-surface-muted hover:text-foreground',
              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
            )}
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel ?? t('actions.close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding keeps long titles clear of the close button.
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-semibold text-xl leading-tight', className)} {...props} />
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted text-sm', className)} {...props} />
}

export type DialogFormActionsProps = {
  /** The submit button's text, and what it says while the form is being sent (defaults to the same). */
  submitLabel: string
  busyLabel?: string
  busy: boolean
  /** Submit is also off until the form may be sent (e.g. a confirmation not ticked yet). */
  disabled?: boolean
  variant?: 'primary' | 'danger'
  /** Keeps the buttons in reach at the bottom of a long, scrolling dialog on a phone. */
  sticky?: boolean
  /** Cancel does this instead of closing the dialog (a form shown in place of another view). */
  onCancel?: () => void
}

/** The footer of a form in a dialog: Cancel, then submit with a spinner while the form is being sent. */
export function DialogFormActions({
  submitLabel,
  busyLabel = submitLabel,
  busy,
  disabled = false,
  variant,
  sticky = false,
  onCancel,
}: DialogFormActionsProps) {
  const { t } = useTranslation('common')
  const cancel = (
    <Button variant="outline" onClick={onCancel} disabled={busy}>
      {t('actions.cancel')}
    </Button>
  )
  return (
    <DialogFooter
      className={cn(
        sticky &&
          'sticky -bottom-4 z-10 -mx-4 border-border border-t bg-surface px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6',
      )}
    >
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" variant={variant} disabled={disabled || busy}>
        {busy && <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  )
}
