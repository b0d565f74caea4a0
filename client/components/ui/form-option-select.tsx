import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { OptionSelect, type OptionSelectProps } from './option-select'

type FormOptionSelectProps<TValues extends FieldValues, TParsed, T extends string> = Omit<
  OptionSelectProps<T>,
  'value' | 'onChange' | 'onBlur' | 'triggerRef' | 'error' | 'disabled'
> & {
  control: Control<TValues, unknown, TParsed>
  name: FieldPath<TValues>
}

/**
 * An OptionSelect bound to a react-hook-form field: its value, its error, focus on error (through the
 * trigger) and touched on blur. An empty field shows the placeholder.
 */
export function FormOptionSelect<TValues extends FieldValues, TParsed, T extends string>({
  control,
  name,
  ...props
}: FormOptionSelectProps<TValues, TParsed, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionSelect
          {...props}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
