import { REPORT_REASONS, type ReportReason } from '@shared/schemas/safety'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorId } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/cn'

/** What is wrong, as one choice from the shared list; every row is a large target. */
export function ReportReasonField({
  value,
  onChange,
  error,
}: {
  value: ReportReason | ''
  onChange: (reason: ReportReason) => void
  error?: string
}) {
  const { t } = useTranslation('safety')
  const id = useId()
  const labelId = `${id}-label`
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="font-medium text-sm">
        {t('report.reason')}
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      </span>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as ReportReason)}
        aria-labelledby={labelId}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        className="gap-0 overflow-hidden rounded-xl border border-border"
      >
        {REPORT_REASONS.map((reason) => (
          <div
            key={reason}
            className={cn(
              'flex min-h-11 items-center gap-3 border-border px-3 not-last:border-b',
              value === reason && 'bg-primary/5',
            )}
          >
            <RadioGroupItem id={`${id}-${reason}`} value={reason} aria-invalid={error ? true : undefined} />
            <Label htmlFor={`${id}-${reason}`} className="flex-1 cursor-pointer py-2.5 text-base font-normal">
              {t(`reasons.${reason}`)}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="font-medium text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
