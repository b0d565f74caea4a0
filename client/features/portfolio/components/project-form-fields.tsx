import { LIMITS } from '@shared/limits'
import { PORTFOLIO_PROJECT_TYPES } from '@shared/options'
import {
  type CreateProject,
  type CreateProjectInput,
  normalizeTag,
  tagsSchema,
} from '@shared/schemas/portfolio'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { FormOptionSelect } from '@/components/ui/form-option-select'
import { FormSwitchField } from '@/components/ui/form-switch-field'
import { Input } from '@/components/ui/input'
import { TagInput } from '@/components/ui/tag-input'
import { Textarea } from '@/components/ui/textarea'
import { useProjectLabels } from '../lib/labels'
import { ProjectImageField } from './project-image-field'

export type ProjectForm = UseFormReturn<CreateProjectInput, unknown, CreateProject>

const validateTags = (next: string[]) => tagsSchema.safeParse(next).error?.issues[0]?.message

type ProjectFormFieldsProps = {
  form: ProjectForm
  /** The image the project has already, when editing. */
  initialImage?: string | null
  onUploadingChange: (uploading: boolean) => void
}

/**
 * A project's fields (docs/product.md §5), the same for Upload Project and Edit Project. Tags show lowercased as
 * soon as they are added, as the server will store them, so "NGO" after "ngo" is seen as a duplicate.
 */
export function ProjectFormFields({ form, initialImage, onUploadingChange }: ProjectFormFieldsProps) {
  const { t } = useTranslation('portfolio')
  const labels = useProjectLabels()
  const { control, register, setValue, formState } = form
  const { errors } = formState
  return (
    <>
      <Field label={t('form.titleLabel')} htmlFor="project-title" error={errors.title?.message} required>
        {(props) => (
          <Input {...props} {...register('title')} aria-required maxLength={LIMITS.projectTitleLength} />
        )}
      </Field>
      <Field
        label={t('form.descriptionLabel')}
        htmlFor="project-description"
        error={errors.description?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('description')}
            rows={3}
            maxLength={LIMITS.projectDescriptionLength}
            placeholder={t('form.descriptionPlaceholder')}
          />
        )}
      </Field>
      {/* A type from the profile dialog ("Web Design") is offered too, so editing keeps it. */}
      <FormOptionSelect
        control={control}
        name="projectType"
        id="project-type"
        label={t('form.typeLabel')}
        placeholder={t('form.typePlaceholder')}
        options={PORTFOLIO_PROJECT_TYPES}
        labels={labels.projectType}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagInput
            id="project-tags"
            label={t('form.tagsLabel')}
            hint={t('form.tagsHint')}
            error={fieldState.error?.message}
            values={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            placeholder={t('form.tagsPlaceholder')}
            maxLength={LIMITS.tagLength}
            normalize={normalizeTag}
            validate={validateTags}
          />
        )}
      />
      <ProjectImageField
        initialSrc={initialImage}
        onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
        onUploadingChange={onUploadingChange}
      />
      {/* Public projects appear in Featured Projects; private ones only in My Projects. */}
      <FormSwitchField
        control={control}
        name="isPublic"
        id="project-public"
        label={t('form.publicLabel')}
        hint={t('form.publicHint')}
      />
    </>
  )
}
