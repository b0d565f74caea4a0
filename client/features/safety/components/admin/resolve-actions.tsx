import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { actionableMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useResolveReport } from '../../api/resolve-report'

/** Dismiss, or suspend the reported person after a confirmation; either way the report leaves the queue. */
export function ResolveActions({
  reportId,
  person,
}: {
  reportId: string
  /** Null once the reported account is deleted: there is nobody left to suspend. */
  person: { firstName: string; suspended: boolean } | null
}) {
  const resolve = useResolveReport()
  const [confirming, setConfirming] = useState(false)
  const canSuspend = person && !person.suspended

  const run = async (action: 'dismiss' | 'suspend') => {
    try {
      await resolve.mutateAsync({ reportId, action })
    } catch (error) {
      notify.error("Couldn't resolve the report", actionableMessage(error) ?? 'Please try again.')
      throw error
    }
    notify.success(action === 'suspend' ? `${person?.firstName} is suspended` : 'Report dismissed')
  }

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={resolve.isPending} onClick={() => run('dismiss').catch(() => {})}>
        Dismiss
      </Button>
      {canSuspend && (
        <>
          <Button variant="danger" disabled={resolve.isPending} onClick={() => setConfirming(true)}>
            Suspend {person.firstName}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Suspend ${person.firstName}?`}
            description={`${person.firstName} is signed out everywhere at once, can't sign in again, and disappears from Discover, Featured and team member lists. Their other open reports close too.`}
            confirmLabel="Suspend"
            busyLabel="Suspending..."
            onConfirm={() => run('suspend')}
          />
        </>
      )}
    </div>
  )
}
