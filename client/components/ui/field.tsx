import { type ReactNode, useEffect } from 'react'
import { cn } from '@/lib/cn'
import { loadErrorTexts, translateMessage } from '@/lib/error-text'
import { Label } from './label'

export const fieldHintId = (id: string) => `${id}-hint`
export const fieldErrorId = (id: string) => `${id}-error`

type FieldControlOptions = { id: string; hint?: ReactNode; error?: ReactNode }

/** Props for the control inside a Field, so screen readers read its hint and error together with it. */
export function getFieldControlProps({ id, hint, error }: FieldControlOptions) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ')
  return { id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined }
}

export type FieldControlProps = ReturnType<typeof getFieldControlProps>

export type FieldProps = {
  label: ReactNode
  /** Id of the control; the hint and error ids are derived from it. */
  htmlFor: string
  error?: ReactNode
  hint?: ReactNode
  /** Shows a visual marker only; set `required` on the control itself. */
  required?: boolean
  className?: string
  /**
   * A render function receives the id/aria props to spread on the control. Plain children must wire them
   * themselves with `getFieldControlProps`.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode)
}

export function Field({ label, htmlFor, error, hint, required, className, children }: FieldProps) {
  const control = getFieldControlProps({ id: htmlFor, hint, error })
  // A form may soon say what is wrong: its words are fetched with the form, not with the first mistake.
  useEffect(() => void loadErrorTexts(), [])
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label>
      {typeof children === 'function' ? children(control) : children}
      {hint && (
        <p id={fieldHintId(htmlFor)} className="text-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(htmlFor)} role="alert" className="font-medium text-danger text-sm">
          {/* Validation messages come from the shared schemas in English: shown in the person's language. */}
          {typeof error === 'string' ? translateMessage(error) : error}
        </p>
      )}
    </div>
  )
}
