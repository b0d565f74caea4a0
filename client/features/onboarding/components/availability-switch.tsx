import { Controller } from 'react-hook-form'
import { fieldHintId } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { fieldId } from '../lib/form-errors'
import type { OnboardingControl } from './form-types'

const id = fieldId('isAvailableForWork')

/** On by default (spec §3): new members are usually looking for work. */
export function AvailabilitySwitch({ control }: { control: OnboardingControl }) {
  return (
    <Controller
      control={control}
      name="isAvailableForWork"
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-xl bg-surface-muted p-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={id}>Available for work</Label>
            <p id={fieldHintId(id)} className="text-muted text-sm">
              Let others know you are open to new projects.
            </p>
          </div>
          <Switch
            id={id}
            ref={field.ref}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={fieldHintId(id)}
          />
        </div>
      )}
    />
  )
}
