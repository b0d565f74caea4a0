import { LIMITS } from '@shared/limits'
import { EXPERIENCE_LEVELS, LOCATIONS, PROFESSIONS } from '@shared/options'
import { PROFILE_TEXT_LIMITS, type UpdateProfile, type UpdateProfileInput } from '@shared/schemas/profile'
import { type Control, Controller, type UseFormRegister, useFormState, useWatch } from 'react-hook-form'
import { AvailabilitySwitch } from '@/components/ui/availability-switch'
import { Field } from '@/components/ui/field'
import { HourlyRateField } from '@/components/ui/hourly-rate-field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { TagInput } from '@/components/ui/tag-input'
import { Textarea } from '@/components/ui/textarea'

export type EditProfileControl = Control<UpdateProfileInput, unknown, UpdateProfile>
export const editFieldId = (name: keyof UpdateProfileInput) => `edit-profile-${name}`

type FieldsProps = { control: EditProfileControl; register: UseFormRegister<UpdateProfileInput> }

const CHOICES = {
  profession: { label: 'Profession', placeholder: 'Select your profession', options: PROFESSIONS },
  location: { label: 'Location', placeholder: 'Select your location', options: LOCATIONS },
  experience: {
    label: 'Experience',
    placeholder: 'Select your experience level',
    options: EXPERIENCE_LEVELS,
  },
} as const

/** The Edit Profile dialog's fields, in the order the About card shows them. */
export function EditProfileFields({ control, register }: FieldsProps) {
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
          label="Your profession"
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
              placeholder="e.g. Ceramic Artist"
            />
          )}
        </Field>
      )}
      <Field label="Bio" htmlFor={editFieldId('bio')} error={errors.bio?.message} required>
        {(props) => <Textarea {...props} {...register('bio')} aria-required maxLength={LIMITS.bioLength} />}
      </Field>
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagInput
            id={editFieldId('skills')}
            label="Skills"
            itemName="skill"
            hint="Press Enter to add a skill."
            values={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            maxLength={LIMITS.skillLength}
            validate={(next) =>
              next.length > LIMITS.skillsCount ? `At most ${LIMITS.skillsCount} skills` : undefined
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
        label="Project interests"
        htmlFor={editFieldId('projectInterests')}
        hint="The kinds of projects you would love to join."
        error={errors.projectInterests?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('projectInterests')}
            rows={2}
            maxLength={PROFILE_TEXT_LIMITS.projectInterests}
            placeholder="e.g. Music videos, brand launches, indie games"
          />
        )}
      </Field>
      <Field
        label="Collaboration style"
        htmlFor={editFieldId('collaborationStyle')}
        hint="How you like to work with others."
        error={errors.collaborationStyle?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('collaborationStyle')}
            rows={2}
            maxLength={PROFILE_TEXT_LIMITS.collaborationStyle}
            placeholder="e.g. Remote first, weekly check-ins, clear briefs"
          />
        )}
      </Field>
      <Field
        label="Portfolio URL"
        htmlFor={editFieldId('portfolio')}
        hint="A link to your work elsewhere, starting with https://"
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
  const { label, placeholder, options } = CHOICES[name]
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionSelect
          id={editFieldId(name)}
          label={label}
          placeholder={placeholder}
          options={options}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          error={fieldState.error?.message}
          required
        />
      )}
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
