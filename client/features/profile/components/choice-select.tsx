import type { Ref } from 'react'
import { Field } from '@/components/ui/field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

type ChoiceSelectProps = {
  id: string
  label: string
  placeholder: string
  value: string
  /** The spec's option list; the values read as they are. */
  options: readonly string[]
  onChange: (value: string) => void
  onBlur?: () => void
  triggerRef?: Ref<HTMLButtonElement>
  error?: string
  required?: boolean
  disabled?: boolean
}

/**
 * A labelled choice from an option list. A stored value that is not on the list (an older reading of
 * it, or text from elsewhere) is offered too, so opening a form never silently drops it.
 */
export function ChoiceSelect({
  id,
  label,
  placeholder,
  value,
  options,
  onChange,
  onBlur,
  triggerRef,
  error,
  required,
  disabled,
}: ChoiceSelectProps) {
  const choices = value && !options.includes(value) ? [value, ...options] : options
  return (
    <Field label={label} htmlFor={id} error={error} required={required}>
      {(control) => (
        <Select value={value} onValueChange={onChange} disabled={disabled}>
          <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur} aria-required={required || undefined}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {choices.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  )
}
