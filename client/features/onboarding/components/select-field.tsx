import { Controller } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { fieldId } from '../lib/form-errors'
import type { OnboardingControl } from './form-types'

type SelectFieldProps = {
  control: OnboardingControl
  name: 'profession' | 'location' | 'experience'
  label: string
  placeholder: string
  options: readonly string[]
}

/** A required choice from one of the spec's option lists. */
export function SelectField({ control, name, label, placeholder, options }: SelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} htmlFor={fieldId(name)} error={fieldState.error?.message} required>
          {(controlProps) => (
            // An empty value shows the placeholder, which is how the form starts.
            <Select value={field.value} onValueChange={field.onChange} disabled={field.disabled}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur} aria-required>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    />
  )
}
