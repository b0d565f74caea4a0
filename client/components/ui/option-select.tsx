import type { Ref } from 'react'
import { Field } from './field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export type OptionSelectProps<T extends string> = {
  id: string
  label: string
  /** '' shows the placeholder: a choice nobody has made yet. */
  value: T | ''
  options: readonly T[]
  /** How each option reads; without it, options read as they are. */
  labels?: Record<T, string> | ((option: T) => string)
  onChange: (value: T) => void
  placeholder?: string
  hint?: string
  error?: string
  required?: boolean
  disabled?: boolean
  /** For form libraries: focus on error, touched on blur. */
  triggerRef?: Ref<HTMLButtonElement>
  onBlur?: () => void
  triggerClassName?: string
}

/**
 * A labelled choice from a fixed option list. A stored value that is not on the list (an older reading of
 * it, or text from elsewhere) is offered too, so opening a form never silently drops it.
 */
export function OptionSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
  placeholder,
  hint,
  error,
  required,
  disabled,
  triggerRef,
  onBlur,
  triggerClassName,
}: OptionSelectProps<T>) {
  const choices = value && !options.includes(value) ? [value, ...options] : options
  const labelOf = (option: T) =>
    typeof labels === 'function' ? labels(option) : (labels?.[option] ?? option)
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} required={required}>
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
          <SelectTrigger
            {...control}
            ref={triggerRef}
            onBlur={onBlur}
            aria-required={required || undefined}
            className={triggerClassName}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {choices.map((option) => (
              <SelectItem key={option} value={option}>
                {labelOf(option)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  )
}
