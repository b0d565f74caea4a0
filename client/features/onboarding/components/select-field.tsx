import { FormOptionSelect } from '@/components/ui/form-option-select'
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
    <FormOptionSelect
      control={control}
      name={name}
      id={fieldId(name)}
      label={label}
      placeholder={placeholder}
      options={options}
      labels={labels}
      required
    />
  )
}
