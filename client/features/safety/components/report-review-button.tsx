import { Flag } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { SafetyPerson } from './person-actions-menu'

// The dialog and its form load the first time someone reports a review, as for the person menu.
const ReportDialog = lazy(() => import('./safety-dialogs').then((m) => ({ default: m.ReportDialog })))

/** "Report" under a review (docs/decisions/051): a report about its writer that names the review, for a moderator to hide. */
export function ReportReviewButton({ reviewer, reviewId }: { reviewer: SafetyPerson; reviewId: string }) {
  const { t } = useTranslation('safety')
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-muted"
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <Flag aria-hidden />
        {t('reportReview', { name: reviewer.firstName })}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog person={reviewer} reviewId={reviewId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
