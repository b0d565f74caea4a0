import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useHideReview } from '../../api/hide-review'
import { useResolveReport } from '../../api/resolve-report'

/** Dismiss, or suspend the reported person after a confirmation; either way the report leaves the queue. */
export function ResolveActions({
  reportId,
  person,
  reviewId,
}: {
  reportId: string
  /** Null once the reported account is deleted: there is nobody left to suspend. */
  person: { firstName: string; suspended: boolean } | null
  /** The reported review (docs/decisions/051): it can be hidden, whatever is decided about its writer. */
  reviewId?: string | null
}) {
  const { t } = useTranslation('safety')
  const resolve = useResolveReport()
  const hide = useHideReview()
  const [confirming, setConfirming] = useState(false)
  const canSuspend = person && !person.suspended

  const run = async (action: 'dismiss' | 'suspend') => {
    try {
      await resolve.mutateAsync({ reportId, action })
    } catch (error) {
      notify.error(t('admin.resolveFailed'), errorMessage(error, 'refusal') ?? t('tryAgain'))
      throw error
    }
    notify.success(
      action === 'suspend' ? t('admin.suspendedToast', { name: person?.firstName }) : t('admin.dismissed'),
    )
  }

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {reviewId && (
        <Button
          variant="outline"
          disabled={hide.isPending || hide.isSuccess}
          onClick={() =>
            hide.mutate(reviewId, {
              onSuccess: () => notify.success(t('admin.reviewHidden')),
              onError: (error) => notify.error(t('admin.resolveFailed'), errorMessage(error)),
            })
          }
        >
          {t('admin.hideReview')}
        </Button>
      )}
      <Button variant="outline" disabled={resolve.isPending} onClick={() => run('dismiss').catch(() => {})}>
        {t('admin.dismiss')}
      </Button>
      {canSuspend && (
        <>
          <Button variant="danger" disabled={resolve.isPending} onClick={() => setConfirming(true)}>
            {t('admin.suspendName', { name: person.firstName })}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('admin.suspendTitle', { name: person.firstName })}
            description={t('admin.suspendDescription', { name: person.firstName })}
            confirmLabel={t('admin.suspend')}
            busyLabel={t('admin.suspending')}
            onConfirm={() => run('suspend')}
          />
        </>
      )}
    </div>
  )
}
