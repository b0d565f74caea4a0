import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { SwitchField } from '@/components/ui/switch-field'

type AvailabilitySwitchProps = Omit<ComponentProps<typeof SwitchField>, 'label' | 'hint'>

/** The "Available for work" switch of onboarding and the profile dialog; the form decides its default. */
export function AvailabilitySwitch(props: AvailabilitySwitchProps) {
  const { t } = useTranslation('shell')
  return <SwitchField label={t('ui.availability.label')} hint={t('ui.availability.hint')} {...props} />
}
