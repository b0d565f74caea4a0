import { type AdminReport, REPORT_REASON_LABELS } from '@shared/schemas/safety'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { formatRelativeTime } from '@/lib/format'
import { ReportEvidence } from './report-evidence'
import { ResolveActions } from './resolve-actions'

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'Deleted account'

/** One open report: who reported whom and why, what was kept as evidence, and the two decisions. */
export function ReportCard({ report }: { report: AdminReport }) {
  const reported = fullName(report.reported)
  const headingId = `report-${report.id}`
  return (
    <Card className="gap-4 p-4 sm:p-6">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <header className="flex items-start gap-3">
          <span aria-hidden className="contents">
            <Avatar name={reported} src={report.reported?.profileImageUrl} size="lg" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="font-semibold text-lg leading-tight">
                {reported}
              </h2>
              {report.reported?.suspended && <Badge variant="outline">Suspended</Badge>}
            </div>
            <p className="text-muted text-sm">
              Reported by {fullName(report.reporter)} ·{' '}
              <time dateTime={report.createdAt} title={new Date(report.createdAt).toLocaleString()}>
                {formatRelativeTime(report.createdAt)}
              </time>
            </p>
            <Badge variant="warning" className="mt-1 text-sm">
              {REPORT_REASON_LABELS[report.reason]}
            </Badge>
          </div>
        </header>
        {report.details ? (
          <blockquote className="whitespace-pre-line rounded-xl border-primary border-l-4 bg-primary/5 px-4 py-3 text-sm">
            {report.details}
          </blockquote>
        ) : (
          <p className="text-muted text-sm italic">No details given.</p>
        )}
        <ReportEvidence report={report} />
        <ResolveActions reportId={report.id} person={report.reported} />
      </article>
    </Card>
  )
}
