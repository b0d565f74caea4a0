import { Controller } from 'react-hook-form'
import { OptionSelect } from '@/components/ui/option-select'
import { fieldId } from '../lib/form-errors'
import type { OnboardingControl } from './form-types'

type SelectFieldProps = {
  control: OnboardingControl
  name: 'profession' | 'location' | 'experience'
  label: string
  placeholder: string
  options: readonly string[]
  /** How each option reads, when it is not the stored text itself. */
  labels?: (option: string) => string
}

/** A required choice from one of the spec's option lists; the form starts empty (the placeholder). */
export function SelectField({ control, name, label, placeholder, options, labels }: SelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionSelect
          id={fieldId(name)}
          label={label}
          placeholder={placeholder}
          options={options}
          labels={labels}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          disabled={field.disabled}
          error={fieldState.error?.message}
          required
        />
      )}
    />
  )
}
