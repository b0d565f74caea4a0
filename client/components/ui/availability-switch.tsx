import type { ComponentProps } from 'react'
import { SwitchField } from './switch-field'

type AvailabilitySwitchProps = Omit<ComponentProps<typeof SwitchField>, 'label' | 'hint'>

/** The "Available for work" switch of onboarding and the profile dialog; the form decides its default. */
export function AvailabilitySwitch(props: AvailabilitySwitchProps) {
  return (
    <SwitchField label="Available for work" hint="Let others know you are open to new projects." {...props} />
  )
}
