import { Download, LoaderCircle, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/toast'
import { useExportData } from '../api/export-data'
import { DeleteAccountDialog } from './delete-account-dialog'

/** A copy of everything held about the person, and the danger zone with account deletion. */
export function DataPrivacy() {
  const exportData = useExportData()

  const onExport = async () => {
    try {
      await exportData.mutateAsync()
      notify.success('Your data is downloading')
    } catch {
      // The spec's export has no error handler; a download that never comes must still be explained.
      notify.error('Failed to export your data.', 'Please try again.')
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-0.5">
          <h3 className="font-semibold">Export your data</h3>
          <p className="text-muted text-sm">
            Download everything Bubbles holds about you (profile, matches, messages, teams, portfolio) as a
            JSON file.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={onExport}
          disabled={exportData.isPending}
          className="max-sm:w-full"
        >
          {exportData.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Download aria-hidden />
          )}
          Export my data
        </Button>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-danger/50 bg-danger/5 p-4">
        <h3 className="flex items-center gap-2 font-semibold text-red-700 dark:text-danger">
          <TriangleAlert aria-hidden className="size-5" />
          Danger zone
        </h3>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Deleting your account removes your profile and all of your data for good. It cannot be undone.
          </p>
          <DeleteAccountDialog />
        </div>
      </div>
    </div>
  )
}
