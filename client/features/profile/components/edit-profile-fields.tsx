import { LIMITS } from '@shared/limits'
import { EXPERIENCE_LEVELS, LOCATIONS, PROFESSIONS } from '@shared/options'
import { PROFILE_TEXT_LIMITS, type UpdateProfile, type UpdateProfileInput } from '@shared/schemas/profile'
import { type Control, Controller, type UseFormRegister, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AvailabilitySwitch } from '@/components/profile-fields/availability-switch'
import { HourlyRateField } from '@/components/profile-fields/hourly-rate-field'
import { Field } from '@/components/ui/field'
import { FormOptionSelect } from '@/components/ui/form-option-select'
import { Input } from '@/components/ui/input'
import { TagInput } from '@/components/ui/tag-input'
import { Textarea } from '@/components/ui/textarea'
import { experienceLabel, professionLabel } from '../lib/option-labels'

export type EditProfileControl = Control<UpdateProfileInput, unknown, UpdateProfile>
export const editFieldId = (name: keyof UpdateProfileInput) => `edit-profile-${name}`

type FieldsProps = { control: EditProfileControl; register: UseFormRegister<UpdateProfileInput> }

// Each reads as profile:edit.<name> with its placeholder; locations are place names and read as they are.
const CHOICES = {
  profession: { options: PROFESSIONS, label: professionLabel },
  location: { options: LOCATIONS, label: undefined },
  // One scale everywhere: the onboarding one of docs/product.md §3 (docs/decisions/016).
  experience: { options: EXPERIENCE_LEVELS, label: experienceLabel },
} as const

/** The Edit Profile dialog's fields, in the order the About card shows them. */
export function EditProfileFields({ control, register }: FieldsProps) {
  const { t } = useTranslation('profile')
  const { errors } = useFormState({ control })
  const isOther = useWatch({ control, name: 'profession' }) === 'Other'

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Choice control={control} name="profession" />
        <Choice control={control} name="location" />
      </div>
      {isOther && (
        <Field
          label={t('edit.customProfession')}
          htmlFor={editFieldId('customProfession')}
          error={errors.customProfession?.message}
          required
        >
          {(props) => (
            <Input
              {...props}
              {...register('customProfession')}
              aria-required
              maxLength={LIMITS.professionLength}
              placeholder={t('edit.customProfessionPlaceholder')}
            />
          )}
        </Field>
      )}
      <Field label={t('edit.bio')} htmlFor={editFieldId('bio')} error={errors.bio?.message} required>
        {(props) => <Textarea {...props} {...register('bio')} aria-required maxLength={LIMITS.bioLength} />}
      </Field>
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagInput
            id={editFieldId('skills')}
            label={t('edit.skills')}
            itemName="skill"
            hint={t('edit.skillsHint')}
            values={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            maxLength={LIMITS.skillLength}
            validate={(next) =>
              next.length > LIMITS.skillsCount
                ? t('edit.tooManySkills', { count: LIMITS.skillsCount })
                : undefined
            }
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Choice control={control} name="experience" />
        <HourlyRateField
          id={editFieldId('hourlyRate')}
          error={errors.hourlyRate?.message}
          {...register('hourlyRate')}
        />
      </div>
      <Field
        label={t('edit.projectInterests')}
        htmlFor={editFieldId('projectInterests')}
        hint={t('edit.projectInterestsHint')}
        error={errors.projectInterests?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('projectInterests')}
            rows={2}
            maxLength={PROFILE_TEXT_LIMITS.projectInterests}
            placeholder={t('edit.projectInterestsPlaceholder')}
          />
        )}
      </Field>
      <Field
        label={t('edit.collaborationStyle')}
        htmlFor={editFieldId('collaborationStyle')}
        hint={t('edit.collaborationStyleHint')}
        error={errors.collaborationStyle?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('collaborationStyle')}
            rows={2}
            maxLength={PROFILE_TEXT_LIMITS.collaborationStyle}
            placeholder={t('edit.collaborationStylePlaceholder')}
          />
        )}
      </Field>
      <Field
        label={t('edit.portfolio')}
        htmlFor={editFieldId('portfolio')}
        hint={t('edit.portfolioHint')}
        error={errors.portfolio?.message}
      >
        {(props) => (
          <Input
            {...props}
            {...register('portfolio')}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={LIMITS.urlLength}
            placeholder="https://"
          />
        )}
      </Field>
      <AvailableSwitch control={control} />
    </div>
  )
}

function Choice({ control, name }: { control: EditProfileControl; name: keyof typeof CHOICES }) {
  const { t } = useTranslation(['profile', 'options'])
  const { options, label } = CHOICES[name]
  return (
    <FormOptionSelect
      control={control}
      name={name}
      id={editFieldId(name)}
      label={t(`profile:edit.${name}`)}
      placeholder={t(`profile:edit.${name}Placeholder`)}
      options={options}
      labels={label && ((option: string) => label(t, option))}
      required
    />
  )
}

function AvailableSwitch({ control }: { control: EditProfileControl }) {
  return (
    <Controller
      control={control}
      name="isAvailableForWork"
      render={({ field }) => (
        <AvailabilitySwitch
          id={editFieldId('isAvailableForWork')}
          ref={field.ref}
          checked={field.value ?? true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}
