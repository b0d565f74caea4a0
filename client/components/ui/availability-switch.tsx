import type { ComponentProps } from 'react'
import { fieldHintId } from './field'
import { Label } from './label'
import { Switch } from './switch'

type AvailabilitySwitchProps = Omit<ComponentProps<typeof Switch>, 'id' | 'aria-describedby'> & { id: string }

/** The "Available for work" switch of onboarding and the profile dialog; the form decides its default. */
export function AvailabilitySwitch({ id, ...switchProps }: AvailabilitySwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-surface-muted p-4">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>Available for work</Label>
        <p id={fieldHintId(id)} className="text-muted text-sm">
          Let others know you are open to new projects.
        </p>
      </div>
      <Switch id={id} {...switchProps} aria-describedby={fieldHintId(id)} />
    </div>
  )
}
