import { LIMITS } from '@shared/limits'
import { PROFILE_PROJECT_TYPES } from '@shared/options'
import { createProjectSchema, normalizeTag } from '@shared/schemas/portfolio'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { TagInput } from '@/components/ui/tag-input'
import { Textarea } from '@/components/ui/textarea'
import { useCreateProject, useUploadImage } from '@/features/portfolio'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { projectTypeName } from '../lib/option-labels'
import { EMPTY_IMAGE_SOURCE, type ImageSource, ImageSourceField } from './image-source-field'

const EMPTY = { title: '', description: '', projectType: '', tags: [] as string[] }

type AddProjectDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }

/** Add Portfolio Project (docs/product.md §5): Create stays disabled until there is a title and a description. */
export function AddProjectDialog({ open, onOpenChange, onCreated }: AddProjectDialogProps) {
  const { t } = useTranslation('profile')
  const [fields, setFields] = useState(EMPTY)
  const [image, setImage] = useState<ImageSource>(EMPTY_IMAGE_SOURCE)
  const [imageError, setImageError] = useState<string>()
  const uploadImage = useUploadImage()
  const createProject = useCreateProject()
  const busy = uploadImage.isPending || createProject.isPending
  const ready = fields.title.trim() !== '' && fields.description.trim() !== ''
  const set = (patch: Partial<typeof EMPTY>) => setFields((current) => ({ ...current, ...patch }))

  const changeOpen = (next: boolean) => {
    if (busy) return
    onOpenChange(next)
    if (!next) reset()
  }
  const reset = () => {
    setFields(EMPTY)
    setImage(EMPTY_IMAGE_SOURCE)
    setImageError(undefined)
  }

  const onSubmit = async () => {
    const input = { ...fields, projectType: fields.projectType || 'Other', imageUrl: image.url }
    // A picked file replaces the URL, so only a typed URL needs checking before anything is sent.
    const parsed = createProjectSchema.safeParse(image.file ? { ...input, imageUrl: null } : input)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      if (issue?.path[0] === 'imageUrl') setImageError(issue.message)
      else notify.error(t('addProject.toast.failed'), issue?.message && translateMessage(issue.message))
      return
    }
    try {
      const imageUrl = image.file ? (await uploadImage.mutateAsync(image.file)).url : parsed.data.imageUrl
      await createProject.mutateAsync({ ...parsed.data, imageUrl })
    } catch (error) {
      notify.error(t('addProject.toast.failed'), errorMessage(error, 'refusal'))
      return
    }
    notify.success(
      t('addProject.toast.added'),
      t('addProject.toast.addedDescription', { title: parsed.data.title }),
    )
    onCreated()
    reset()
    onOpenChange(false)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      className="max-w-xl"
      title={t('addProject.title')}
      description={t('addProject.description')}
      formClassName="gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready && !busy) void onSubmit()
      }}
      actions={{
        submitLabel: t('addProject.submit'),
        busyLabel: t('addProject.creating'),
        busy,
        disabled: !ready,
        sticky: true,
      }}
    >
      <Field label={t('addProject.projectTitle')} htmlFor="project-title" required>
        {(control) => (
          <Input
            {...control}
            value={fields.title}
            onChange={(event) => set({ title: event.target.value })}
            aria-required
            maxLength={LIMITS.projectTitleLength}
            placeholder={t('addProject.projectTitlePlaceholder')}
          />
        )}
      </Field>
      <Field label={t('addProject.projectDescription')} htmlFor="project-description" required>
        {(control) => (
          <Textarea
            {...control}
            value={fields.description}
            onChange={(event) => set({ description: event.target.value })}
            aria-required
            maxLength={LIMITS.projectDescriptionLength}
            placeholder={t('addProject.projectDescriptionPlaceholder')}
          />
        )}
      </Field>
      <OptionSelect
        id="project-type"
        label={t('addProject.projectType')}
        placeholder={t('addProject.projectTypePlaceholder')}
        value={fields.projectType}
        options={PROFILE_PROJECT_TYPES}
        labels={(type) => projectTypeName(t, type)}
        onChange={(projectType) => set({ projectType })}
      />
      <TagInput
        id="project-tags"
        label={t('addProject.tags')}
        itemName="tag"
        hint={t('addProject.tagsHint')}
        values={fields.tags}
        onChange={(tags) => set({ tags })}
        maxLength={LIMITS.tagLength}
        normalize={normalizeTag}
        validate={(next) =>
          next.length > LIMITS.tagsCount
            ? t('addProject.tooManyTags', { count: LIMITS.tagsCount })
            : undefined
        }
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-sm">{t('addProject.image')}</legend>
        <ImageSourceField
          id="project-image"
          shape="landscape"
          value={image}
          onChange={(next) => {
            setImage(next)
            setImageError(undefined)
          }}
          error={imageError}
          disabled={busy}
        />
      </fieldset>
    </FormDialog>
  )
}
