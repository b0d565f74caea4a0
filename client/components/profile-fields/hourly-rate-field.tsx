import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

const adornment = 'pointer-events-none absolute inset-y-0 flex items-center text-muted'

type HourlyRateFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  id: string
  hint?: ReactNode
  error?: ReactNode
}

/** Rand per hour, shown as "R [ 450 ] /hour" like amounts elsewhere; blank means 0 (docs/product.md §3). */
export function HourlyRateField({ id, hint, error, ...inputProps }: HourlyRateFieldProps) {
  const { t } = useTranslation('shell')
  return (
    <Field label={t('ui.hourlyRate.label')} htmlFor={id} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <span aria-hidden className={cn(adornment, 'left-3 font-medium')}>
            R
          </span>
          <Input
            {...control}
            {...inputProps}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="0"
            // The spin buttons would sit under the "/hour" suffix; typing is the way in.
            className={cn(
              'pr-16 pl-8 [appearance:textfield]',
              '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            )}
          />
          <span aria-hidden className={cn(adornment, 'right-3 text-sm')}>
            {t('ui.hourlyRate.perHour')}
          </span>
        </div>
      )}
    </Field>
  )
}
