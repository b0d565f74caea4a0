import { REPORT_DETAILS_MAX, type ReportReason } from '@shared/schemas/safety'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useBlockPerson } from '../api/block-person'
import { useReportPerson } from '../api/report-person'
import type { SafetyPerson } from './person-actions-menu'
import { ReportReasonField } from './report-reason-field'

type ReportDialogProps = {
  person: SafetyPerson
  /** The portfolio project the report is about, when made from one. */
  projectId?: string
  /** The review the report is about (docs/decisions/051), when made from one. */
  reviewId?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  /** Called when the person was blocked too. */
  onEnded?: () => void
}

/** A reason, optional details, and an offer to block as well (checked: most people who report want both). */
export function ReportDialog({
  person,
  projectId,
  reviewId,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onEnded,
}: ReportDialogProps) {
  const { t } = useTranslation('safety')
  const id = useId()
  const report = useReportPerson()
  const block = useBlockPerson()
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [details, setDetails] = useState('')
  const [alsoBlock, setAlsoBlock] = useState(true)
  const [reasonError, setReasonError] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const failureRef = useRef<HTMLParagraphElement>(null)
  // A refusal is brought into view above the sticky buttons, which would otherwise cover it on a phone.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' })
  }, [failure])
  const busy = report.isPending || block.isPending
  const name = person.firstName

  const reset = () => {
    setReason('')
    setDetails('')
    setAlsoBlock(true)
    setReasonError(undefined)
    setFailure(undefined)
  }
  const changeOpen = (next: boolean) => {
    if (busy) return
    onOpenChange(next)
    if (!next) reset()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(undefined)
    if (!reason) return setReasonError(t('report.reasonMissing'))
    try {
      await report.mutateAsync({
        userId: person.id,
        reason,
        details: details.trim() || undefined,
        projectId,
        reviewId,
      })
    } catch (error) {
      // Over the report budget (429) or a refusal: the server's own words; the dialog stays.
      return setFailure(errorMessage(error, 'refusal') ?? t('report.failed'))
    }
    // The report is in either way; a block that fails afterwards is said on its own.
    const blockFailure = alsoBlock
      ? await block.mutateAsync(person.id).then(() => undefined, errorMessage)
      : undefined
    onOpenChange(false)
    reset()
    if (blockFailure) return notify.error(t('report.sentNotBlocked', { name }), blockFailure)
    notify.success(t('report.thanks'), t('report.thanksHint'))
    if (alsoBlock) onEnded?.()
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('report.title', { name })}
      description={t('report.description', { name })}
      onSubmit={submit}
      actions={{ submitLabel: t('report.send'), busyLabel: t('report.sending'), busy, sticky: true }}
    >
      <ReportReasonField
        value={reason}
        error={reasonError}
        onChange={(next) => {
          setReason(next)
          setReasonError(undefined)
        }}
      />
      <Field
        label={t('report.details')}
        htmlFor={`${id}-details`}
        hint={t('report.detailsCount', { count: details.length, max: REPORT_DETAILS_MAX })}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            placeholder={t('report.detailsPlaceholder')}
          />
        )}
      </Field>
      <div className="flex items-start gap-3 rounded-xl bg-surface-muted p-3">
        <Checkbox
          id={`${id}-block`}
          checked={alsoBlock}
          onCheckedChange={(checked) => setAlsoBlock(checked === true)}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`${id}-block`} className="cursor-pointer">
            {t('report.alsoBlock', { name })}
          </Label>
          <p className="text-muted text-sm">{t('report.alsoBlockHint')}</p>
        </div>
      </div>
      {failure && (
        <p role="alert" ref={failureRef} className="scroll-mb-32 font-medium text-danger text-sm">
          {failure}
        </p>
      )}
    </FormDialog>
  )
}
