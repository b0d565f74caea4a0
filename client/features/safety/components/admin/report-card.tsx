import type { AdminReport } from '@shared/schemas/safety'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { useFormat } from '@/lib/format'
import { ReportEvidence } from './report-evidence'
import { ResolveActions } from './resolve-actions'

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null

/** One open report: who reported whom and why, what was kept as evidence, and the two decisions. */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation('safety')
  const f = useFormat()
  const reported = fullName(report.reported) ?? t('admin.deletedAccount')
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
              {report.reported?.suspended && <Badge variant="outline">{t('admin.suspended')}</Badge>}
            </div>
            <p className="text-muted text-sm">
              {t('admin.reportedBy', { name: fullName(report.reporter) ?? t('admin.deletedAccount') })} ·{' '}
              <time dateTime={report.createdAt} title={f.dateTime(report.createdAt)}>
                {f.relativeTime(report.createdAt)}
              </time>
            </p>
            <Badge variant="warning" className="mt-1 text-sm">
              {t(`reasons.${report.reason}`)}
            </Badge>
          </div>
        </header>
        {report.details ? (
          <blockquote className="whitespace-pre-line rounded-xl border-primary border-l-4 bg-primary/5 px-4 py-3 text-sm">
            {report.details}
          </blockquote>
        ) : (
          <p className="text-muted text-sm italic">{t('admin.noDetails')}</p>
        )}
        <ReportEvidence report={report} />
        <ResolveActions reportId={report.id} person={report.reported} reviewId={report.reviewId} />
      </article>
    </Card>
  )
}
