import { Field } from './field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

type OptionSelectProps<T extends string> = {
  id: string
  label: string
  value: T
  options: readonly T[]
  labels: Record<T, string>
  onChange: (value: T) => void
  hint?: string
  disabled?: boolean
}

/** A labelled choice from a fixed option list, showing readable labels for the raw values. */
export function OptionSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
  hint,
  disabled,
}: OptionSelectProps<T>) {
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {labels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  )
}
