import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { SwitchField } from './switch-field'

type FormSwitchFieldProps<TValues extends FieldValues, TParsed> = {
  control: Control<TValues, unknown, TParsed>
  name: FieldPath<TValues>
  id: string
  label: string
  hint?: string
}

/** A SwitchField bound to a react-hook-form boolean, on while the field has no value yet. */
export function FormSwitchField<TValues extends FieldValues, TParsed>({
  control,
  name,
  ...props
}: FormSwitchFieldProps<TValues, TParsed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          {...props}
          checked={field.value ?? true}
          onCheckedChange={field.onChange}
          disabled={field.disabled}
        />
      )}
    />
  )
}
