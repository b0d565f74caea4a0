import { LIMITS } from '@shared/limits'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

/**
 * The team size input of both Create Team (2 to 20) and Team Settings (2 to 50): the same field,
 * only the upper bound differs (spec §5).
 */
export function MaxMembersField({
  id,
  max,
  error,
  registration,
  className,
}: {
  id: string
  max: number
  error?: string
  registration: UseFormRegisterReturn
  className?: string
}) {
  return (
    <Field
      label="Max members"
      htmlFor={id}
      error={error}
      hint={`${LIMITS.teamMembersMin} to ${max}`}
      className={className}
    >
      {(props) => (
        <Input
          {...props}
          {...registration}
          type="number"
          inputMode="numeric"
          min={LIMITS.teamMembersMin}
          max={max}
          step={1}
        />
      )}
    </Field>
  )
}
