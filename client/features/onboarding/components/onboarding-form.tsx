import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import { EXPERIENCE_LEVELS, LOCATIONS, PROFESSIONS } from '@shared/options'
import { type CreateProfile, type CreateProfileInput, createProfileSchema } from '@shared/schemas/profile'
import { LoaderCircle } from 'lucide-react'
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { AvailabilitySwitch } from '@/components/profile-fields/availability-switch'
import { HourlyRateField } from '@/components/profile-fields/hourly-rate-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useUser } from '@/features/auth'
import { experienceLabel, professionLabel } from '@/features/profile'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useCreateProfile } from '../api/create-profile'
import { fieldId, serverErrorField, summarizeErrors } from '../lib/form-errors'
import { AgreementCheckbox } from './agreement-checkbox'
import { SelectField } from './select-field'
import { ShowcaseFields } from './showcase-fields'

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

/** Profile creation (docs/product.md §2 Onboarding): the signed-in user's first step before the rest of the app. */
export function OnboardingForm() {
  const { t } = useTranslation('onboarding')
  const user = useUser().data
  // The router shows onboarding only to a signed-in person without a profile: this guards the type.
  if (!user) return null
  return <ProfileForm firstName={user.firstName.trim() || t('form.fallbackName')} />
}

function ProfileForm({ firstName }: { firstName: string }) {
  const { t } = useTranslation(['onboarding', 'options'])
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
    notify.error(t('onboarding:toast.invalid'), translateMessage(message))
    if (firstField) setFocus(firstField)
  }

  const onValid = async (profile: CreateProfile) => {
    try {
      // Resolves once the current user has been refreshed (see useCreateProfile).
      await createProfile.mutateAsync(profile)
    } catch (error) {
      notify.error(t('onboarding:toast.failed'), errorMessage(error))
      const field = serverErrorField(error)
      if (field) {
        setError(field, { message: errorMessage(error) })
        setFocus(field)
      }
      return
    }
    notify.success(t('onboarding:toast.created'), t('onboarding:toast.createdDescription'))
    // The last step: a photo, or skip (photo-step-page.tsx).
    navigate('/welcome/photo')
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl [overflow-wrap:anywhere] sm:text-3xl">
            {t('onboarding:form.title', { name: firstName })}
          </h1>
        </CardTitle>
        <CardDescription className="text-base">{t('onboarding:form.description')}</CardDescription>
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
            label={t('onboarding:form.profession')}
            placeholder={t('onboarding:form.professionPlaceholder')}
            options={PROFESSIONS}
            labels={(profession) => professionLabel(t, profession)}
          />
          {isOther && (
            <Field
              label={t('onboarding:form.customProfession')}
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
                  placeholder={t('onboarding:form.customProfessionPlaceholder')}
                />
              )}
            </Field>
          )}
          <Field
            label={t('onboarding:form.bio')}
            htmlFor={fieldId('bio')}
            error={errors.bio?.message}
            required
          >
            {(controlProps) => (
              <Textarea
                {...controlProps}
                {...register('bio')}
                aria-required
                maxLength={LIMITS.bioLength}
                placeholder={t('onboarding:form.bioPlaceholder')}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              control={control}
              name="location"
              label={t('onboarding:form.location')}
              placeholder={t('onboarding:form.locationPlaceholder')}
              options={LOCATIONS}
            />
            <SelectField
              control={control}
              name="experience"
              label={t('onboarding:form.experience')}
              placeholder={t('onboarding:form.experiencePlaceholder')}
              options={EXPERIENCE_LEVELS}
              labels={(level) => experienceLabel(t, level)}
            />
          </div>
          <HourlyRateField
            id={fieldId('hourlyRate')}
            hint={t('onboarding:form.hourlyRateHint')}
            error={errors.hourlyRate?.message}
            {...register('hourlyRate')}
          />
          <ShowcaseFields control={control} />
          <Controller
            control={control}
            name="isAvailableForWork"
            render={({ field }) => (
              // On by default (docs/product.md §3): new members are usually looking for work.
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
              document="privacyPolicy"
              href="/privacy-policy"
            />
            <AgreementCheckbox
              control={control}
              name="agreedToTermsOfService"
              document="termsOfService"
              href="/terms-of-service"
            />
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy && <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {busy ? t('onboarding:form.creating') : t('onboarding:form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
