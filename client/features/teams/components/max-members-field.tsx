import { LIMITS } from '@shared/limits'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useFormat } from '@/lib/format'

/**
 * The team size input of both Create Team (2 to 20) and Team Settings (2 to 50): the same field,
 * only the upper bound differs (docs/product.md §5).
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
  const { t } = useTranslation('teams')
  const f = useFormat()
  return (
    <Field
      label={t('maxMembers.label')}
      htmlFor={id}
      error={error}
      hint={t('maxMembers.hint', { min: f.number(LIMITS.teamMembersMin), max: f.number(max) })}
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
