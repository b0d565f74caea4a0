import type { CreateProfile, CreateProfileInput } from '@shared/schemas/profile'
import type { Control } from 'react-hook-form'

/** The onboarding form's control: raw field values in, the parsed create payload out. */
export type OnboardingControl = Control<CreateProfileInput, unknown, CreateProfile>
