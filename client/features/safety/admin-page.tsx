import { CircleAlert, ShieldCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { useAdminReports } from './api/get-admin-reports'
import { ReportCard } from './components/admin/report-card'

/** /admin, for moderators only (the router shows everyone else the 404 page): the open reports. */
export function AdminPage() {
  const reports = useAdminReports()
  useEffect(() => {
    document.title = 'Reports | Bubbles'
  }, [])

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <header>
        <h1 className="font-bold text-3xl tracking-tight">Reports</h1>
        <p className="mt-1 text-muted">
          Open reports, oldest first. Dismiss one, or suspend the person it is about.
        </p>
      </header>
      {reports.isPending ? (
        <div className="flex flex-col gap-4" aria-busy>
          <Spinner label="Loading reports..." />
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : reports.isError ? (
        <EmptyState icon={CircleAlert} tone="danger" title="Unable to load reports" headingLevel={2}>
          <p className="text-muted text-sm">{errorMessage(reports.error)}</p>
          <Button variant="outline" onClick={() => reports.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : reports.data.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No open reports. All clear!" headingLevel={2}>
          <p className="text-muted text-sm">New reports appear here when people send them.</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={`${reports.data.length} open reports`}>
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
