import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import { EXPERIENCE_LEVELS, LOCATIONS, PROFESSIONS } from '@shared/options'
import { type CreateProfile, type CreateProfileInput, createProfileSchema } from '@shared/schemas/profile'
import { LoaderCircle } from 'lucide-react'
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { useLocation } from 'wouter'
import { AvailabilitySwitch } from '@/components/ui/availability-switch'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { HourlyRateField } from '@/components/ui/hourly-rate-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useUser } from '@/features/auth/api/get-user'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCreateProfile } from '../api/create-profile'
import { fieldId, serverErrorField, summarizeErrors } from '../lib/form-errors'
import { AgreementCheckbox } from './agreement-checkbox'
import { SelectField } from './select-field'
import { ShowcaseFields } from './showcase-fields'
import { SignInPrompt } from './sign-in-prompt'

const defaultValues: CreateProfileInput = {
  profession: '',
  customProfession: '',
  bio: '',
  location: '',
  experience: '',
  hourlyRate: '',
  skills: [],
  portfolioImages: [],
  isAvailableForWork: true,
  agreedToPrivacyPolicy: false,
  agreedToTermsOfService: false,
}

/** Profile creation (spec §2 Onboarding): the signed-in user's first step before the rest of the app. */
export function OnboardingForm() {
  const user = useUser()
  if (user.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading..." />
      </div>
    )
  }
  if (!user.data) return <SignInPrompt />
  return <ProfileForm firstName={user.data.firstName.trim() || 'Creative'} />
}

function ProfileForm({ firstName }: { firstName: string }) {
  const [, navigate] = useLocation()
  const createProfile = useCreateProfile()
  const { control, register, handleSubmit, setError, setFocus, formState } = useForm<
    CreateProfileInput,
    unknown,
    CreateProfile
  >({
    resolver: zodResolver(createProfileSchema),
    defaultValues,
    // Focus is moved by onInvalid in on-screen order; the built-in one follows registration order,
    // which puts "Your profession" last because it mounts late.
    shouldFocusError: false,
  })
  const isOther = useWatch({ control, name: 'profession' }) === 'Other'
  const { errors } = formState
  // Stays busy after success too, so nothing can be sent twice before the page changes.
  const busy = createProfile.isPending || createProfile.isSuccess

  const onInvalid = (invalid: FieldErrors<CreateProfileInput>) => {
    const { message, firstField } = summarizeErrors(invalid)
    notify.error('Error', message)
    if (firstField) setFocus(firstField)
  }

  const onValid = async (profile: CreateProfile) => {
    try {
      // Resolves once the current user has been refreshed (see useCreateProfile).
      await createProfile.mutateAsync(profile)
    } catch (error) {
      notify.error('Error creating profile', errorMessage(error))
      const field = serverErrorField(error)
      if (field) {
        setError(field, { message: errorMessage(error) })
        setFocus(field)
      }
      return
    }
    notify.success(
      'Profile created successfully!',
      'Welcome to the South African creative community. Start discovering collaborators!',
    )
    navigate('/discover')
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl sm:text-3xl">Welcome to Bubbles, {firstName}!</h1>
        </CardTitle>
        <CardDescription className="text-base">
          Tell us about your craft so we can connect you with the right collaborators.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* The scroll margin keeps a field focused after an invalid submit clear of the sticky top bar. */}
        <form
          noValidate
          onSubmit={handleSubmit(onValid, onInvalid)}
          className="flex flex-col gap-5 [&_*]:scroll-mt-24"
        >
          <SelectField
            control={control}
            name="profession"
            label="Profession"
            placeholder="Select your profession"
            options={PROFESSIONS}
          />
          {isOther && (
            <Field
              label="Your profession"
              htmlFor={fieldId('customProfession')}
              error={errors.customProfession?.message}
              required
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  {...register('customProfession')}
                  aria-required
                  maxLength={LIMITS.professionLength}
                  placeholder="e.g. Ceramic Artist"
                />
              )}
            </Field>
          )}
          <Field label="Bio" htmlFor={fieldId('bio')} error={errors.bio?.message} required>
            {(controlProps) => (
              <Textarea
                {...controlProps}
                {...register('bio')}
                aria-required
                maxLength={LIMITS.bioLength}
                placeholder="What do you create, and what kind of projects excite you?"
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              control={control}
              name="location"
              label="Location"
              placeholder="Select your location"
              options={LOCATIONS}
            />
            <SelectField
              control={control}
              name="experience"
              label="Experience"
              placeholder="Select your experience level"
              options={EXPERIENCE_LEVELS}
            />
          </div>
          <HourlyRateField
            id={fieldId('hourlyRate')}
            hint="Optional. Leave blank for 0."
            error={errors.hourlyRate?.message}
            {...register('hourlyRate')}
          />
          <ShowcaseFields control={control} />
          <Controller
            control={control}
            name="isAvailableForWork"
            render={({ field }) => (
              // On by default (spec §3): new members are usually looking for work.
              <AvailabilitySwitch
                id={fieldId('isAvailableForWork')}
                ref={field.ref}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <div className="flex flex-col gap-3">
            <AgreementCheckbox
              control={control}
              name="agreedToPrivacyPolicy"
              documentTitle="Privacy Policy"
              href="/privacy-policy"
            />
            <AgreementCheckbox
              control={control}
              name="agreedToTermsOfService"
              documentTitle="Terms of Service"
              href="/terms-of-service"
            />
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy && <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {busy ? 'Creating profile...' : 'Create Profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
