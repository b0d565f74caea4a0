import { MailCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCancelEmailChange, useResendEmailConfirmation } from '../api/pending-email'

/** A new address waiting for its link to be opened (docs/decisions/025), with Resend and Cancel. */
export function PendingEmail({ email, pendingEmail }: { email: string; pendingEmail: string }) {
  const { t } = useTranslation('settings')
  const resend = useResendEmailConfirmation()
  const cancel = useCancelEmailChange()
  const busy = resend.isPending || cancel.isPending

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify.success(t('account.pending.resent', { email: pendingEmail })),
      onError: (error) => notify.error(t('account.pending.failed'), errorMessage(error, 'refusal')),
    })
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify.success(t('account.pending.cancelled')),
      onError: (error) => notify.error(t('account.pending.failed'), errorMessage(error, 'refusal')),
    })

  return (
    // Not a named region: its name would say "email" and be one more "Email" on the form to a screen reader.
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4">
      <div className="flex gap-3">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold">{t('account.pending.label')}</h3>
          <p className="break-words text-sm">
            {t('account.pending.text', { email: pendingEmail, current: email })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:ps-8">
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onResend}>
          {t('account.pending.resend')}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
          {t('account.pending.cancel')}
        </Button>
      </div>
    </section>
  )
}
