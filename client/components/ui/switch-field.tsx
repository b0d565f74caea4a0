import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { fieldHintId } from './field'
import { Label } from './label'
import { Switch } from './switch'

type SwitchFieldProps = Omit<ComponentProps<typeof Switch>, 'id' | 'aria-describedby'> & {
  id: string
  label: string
  /** A line saying what the switch changes; screen readers hear it with the switch. */
  hint?: string
  /** `card`: a tinted box of its own, inside a form; `row`: a plain row of a divided settings list. */
  layout?: 'card' | 'row'
}

/** A labelled on/off choice with a line explaining it. */
export function SwitchField({ id, label, hint, layout = 'card', ...switchProps }: SwitchFieldProps) {
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4',
        layout === 'card' ? 'rounded-xl bg-surface-muted p-4' : 'py-3',
      )}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={fieldHintId(id)} className="text-muted text-sm">
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} {...switchProps} aria-describedby={hint ? fieldHintId(id) : undefined} />
    </div>
  )
}
