import { LIMITS } from '@shared/limits'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

type TeamInfoFieldsProps = {
  /** Starts the fields' ids: `team-name`, `settings-name`. */
  idPrefix: string
  /** The form's `register` and `formState.errors` (Create Team's or Team Settings'). */
  register: (field: 'name' | 'description') => UseFormRegisterReturn
  errors: { name?: { message?: string }; description?: { message?: string } }
  /** The texts of Create Team (with placeholders, for an empty form) or of Team Settings. */
  texts: 'create' | 'settings'
}

/** A team's name (required) and description: the same two fields in Create Team and Team Settings. */
export function TeamInfoFields({ idPrefix, register, errors, texts }: TeamInfoFieldsProps) {
  const { t } = useTranslation('teams')
  const creating = texts === 'create'
  return (
    <>
      <Field
        label={t(`${texts}.nameLabel`)}
        htmlFor={`${idPrefix}-name`}
        error={errors.name?.message}
        required
      >
        {(props) => (
          <Input
            {...props}
            {...register('name')}
            aria-required
            maxLength={LIMITS.teamNameLength}
            placeholder={creating ? t('create.namePlaceholder') : undefined}
          />
        )}
      </Field>
      <Field
        label={t(`${texts}.descriptionLabel`)}
        htmlFor={`${idPrefix}-description`}
        error={errors.description?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('description')}
            rows={3}
            maxLength={LIMITS.teamDescriptionLength}
            placeholder={creating ? t('create.descriptionPlaceholder') : undefined}
          />
        )}
      </Field>
    </>
  )
}
