import {
  AGREEMENTS_MESSAGE,
  type CreateProfileInput,
  CUSTOM_PROFESSION_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '@shared/schemas/profile'
import { ApiError, serverErrorField as blamedField } from '@/lib/api-client'

export type OnboardingFieldName = keyof CreateProfileInput

/** The fields in the order they appear on screen: the first invalid one is the one to focus. */
export const ONBOARDING_FIELD_ORDER = [
  'profession',
  'customProfession',
  'bio',
  'location',
  'experience',
  'hourlyRate',
  'skills',
  'portfolioImages',
  'isAvailableForWork',
  'agreedToPrivacyPolicy',
  'agreedToTermsOfService',
] as const satisfies readonly OnboardingFieldName[]

// The toast speaks for the whole form, so it names the most pressing problem (docs/product.md §5), not merely the first.
const TOAST_PRIORITY = [REQUIRED_FIELDS_MESSAGE, CUSTOM_PROFESSION_MESSAGE, AGREEMENTS_MESSAGE]

/**
 * First message inside a react-hook-form error. Array fields report either on the array itself
 * (too many items) or per item (`skills.2`), so nested errors are searched too.
 */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue
    const text = errorText(nested)
    if (text) return text
  }
  return undefined
}

/** What an invalid submit should say in its toast and which field should take focus. */
export function summarizeErrors(errors: Partial<Record<OnboardingFieldName, unknown>>) {
  const found = ONBOARDING_FIELD_ORDER.flatMap((name) => {
    const message = errorText(errors[name])
    return message ? [{ name, message }] : []
  })
  const message =
    TOAST_PRIORITY.find((text) => found.some((error) => error.message === text)) ?? found[0]?.message
  return { message: message ?? REQUIRED_FIELDS_MESSAGE, firstField: found[0]?.name }
}

/** The top-level form field a server-reported path such as `portfolioImages.0` belongs to. */
export function toFieldName(path: string | undefined): OnboardingFieldName | undefined {
  const name = path?.split('.')[0]
  return ONBOARDING_FIELD_ORDER.find((field) => field === name)
}

/** Id of a field's control, so labels, hints and errors can point at it. */
export const fieldId = (name: OnboardingFieldName) => `onboarding-${name}`

/** The field a 400 response blames (`{ message, field }`), if it is one of ours. */
export function serverErrorField(error: unknown): OnboardingFieldName | undefined {
  return error instanceof ApiError && error.status === 400 ? toFieldName(blamedField(error)) : undefined
}
