import { CircleAlert, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { useAdminReports } from './api/get-admin-reports'
import { ReportCard } from './components/admin/report-card'

/** /admin, for moderators only (the router shows everyone else the 404 page): the open reports. */
export function AdminPage() {
  const { t } = useTranslation(['safety', 'common'])
  const reports = useAdminReports()

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <title>{t('safety:admin.title')}</title>
      <header>
        <h1 className="font-bold text-3xl tracking-tight">{t('safety:admin.heading')}</h1>
        <p className="mt-1 text-muted">{t('safety:admin.subtitle')}</p>
      </header>
      {reports.isPending ? (
        <div className="flex flex-col gap-4" aria-busy>
          <Spinner label={t('safety:admin.loading')} />
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : reports.isError ? (
        <EmptyState icon={CircleAlert} tone="danger" title={t('safety:admin.loadError')} headingLevel={2}>
          <p className="text-muted text-sm">{errorMessage(reports.error)}</p>
          <Button variant="outline" onClick={() => reports.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </EmptyState>
      ) : reports.data.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t('safety:admin.empty')} headingLevel={2}>
          <p className="text-muted text-sm">{t('safety:admin.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul
          className="flex flex-col gap-4"
          aria-label={t('safety:admin.listLabel', { count: reports.data.length })}
        >
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export default AdminPage
