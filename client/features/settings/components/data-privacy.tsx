import { Download, LoaderCircle, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/toast'
import { useExportData } from '../api/export-data'
import { DeleteAccountDialog } from './delete-account-dialog'

/** A copy of everything held about the person, and the danger zone with account deletion. */
export function DataPrivacy() {
  const { t } = useTranslation('settings')
  const exportData = useExportData()

  const onExport = async () => {
    try {
      await exportData.mutateAsync()
      notify.success(t('data.toast.exporting'))
    } catch {
      // The spec's export has no error handler; a download that never comes must still be explained.
      notify.error(t('data.toast.exportFailed'), t('data.toast.exportFailedDescription'))
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-0.5">
          <h3 className="font-semibold">{t('data.exportTitle')}</h3>
          <p className="text-muted text-sm">{t('data.exportDescription')}</p>
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
          {t('data.export')}
        </Button>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-danger/50 bg-danger/5 p-4">
        <h3 className="flex items-center gap-2 font-semibold text-red-700 dark:text-danger">
          <TriangleAlert aria-hidden className="size-5" />
          {t('data.dangerZone')}
        </h3>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('data.dangerDescription')}</p>
          <DeleteAccountDialog />
        </div>
      </div>
    </div>
  )
}
