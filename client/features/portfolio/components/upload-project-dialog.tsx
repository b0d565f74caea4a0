import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import { PORTFOLIO_PROJECT_TYPES } from '@shared/options'
import {
  type CreateProject,
  type CreateProjectInput,
  createProjectSchema,
  PROJECT_TITLE_MESSAGE,
  projectTypeLabel,
  tagsSchema,
} from '@shared/schemas/portfolio'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { Controller, type FieldErrors, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { SwitchField } from '@/components/ui/switch-field'
import { TagInput } from '@/components/ui/tag-input'
import { Textarea } from '@/components/ui/textarea'
import { tooManyMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCreateProject } from '../api/create-project'
import { ProjectImageField } from './project-image-field'

const defaultValues: CreateProjectInput = {
  title: '',
  description: '',
  imageUrl: null,
  projectType: undefined,
  tags: [],
  isPublic: true,
}

const validateTags = (next: string[]) => tagsSchema.safeParse(next).error?.issues[0]?.message
const lowercase = (tag: string) => tag.toLowerCase()

/** Upload Project (spec §2, §5); `onCreated` runs after a project has been saved. */
export function UploadProjectDialog({ onCreated }: { onCreated?: () => void }) {
  const [open, setOpen] = useState(false)
  // A new key per opening after a success: the image field starts empty with the form.
  const [formKey, setFormKey] = useState(0)
  const createProject = useCreateProject()
  const { control, register, handleSubmit, reset, setValue, setFocus, formState } = useForm<
    CreateProjectInput,
    unknown,
    CreateProject
  >({ resolver: zodResolver(createProjectSchema), defaultValues })
  const { errors } = formState
  const [uploading, setUploading] = useState(false)

  const onInvalid = (invalid: FieldErrors<CreateProjectInput>) => {
    if (invalid.title) {
      notify.error('Error', PROJECT_TITLE_MESSAGE)
      setFocus('title')
    }
  }

  const onValid = async (project: CreateProject) => {
    try {
      await createProject.mutateAsync(project)
    } catch (error) {
      notify.error('Error', tooManyMessage(error) ?? 'Failed to create portfolio project. Please try again.')
      return
    }
    notify.success('Project uploaded', `${project.title} is now in your portfolio.`)
    setOpen(false)
    reset(defaultValues)
    setFormKey((key) => key + 1)
    onCreated?.()
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden />
          Upload Project
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Project</DialogTitle>
          <DialogDescription>Share a piece of work with the Bubbles community.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
          <Field label="Project title" htmlFor="project-title" error={errors.title?.message} required>
            {(props) => (
              <Input {...props} {...register('title')} aria-required maxLength={LIMITS.projectTitleLength} />
            )}
          </Field>
          <Field label="Description" htmlFor="project-description" error={errors.description?.message}>
            {(props) => (
              <Textarea
                {...props}
                {...register('description')}
                rows={3}
                maxLength={LIMITS.projectDescriptionLength}
                placeholder="What was the brief, and what did you make?"
              />
            )}
          </Field>
          <Controller
            control={control}
            name="projectType"
            render={({ field }) => (
              <OptionSelect
                id="project-type"
                label="Project type"
                placeholder="Choose a type"
                value={field.value ?? ''}
                options={PORTFOLIO_PROJECT_TYPES}
                labels={projectTypeLabel}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={errors.projectType?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagInput
                id="project-tags"
                label="Tags"
                hint="Press Enter or Add after each tag."
                error={fieldState.error?.message}
                values={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder="e.g. branding"
                maxLength={LIMITS.tagLength}
                normalize={lowercase}
                validate={validateTags}
              />
            )}
          />
          <ProjectImageField
            key={formKey}
            onChange={(url) => setValue('imageUrl', url)}
            onUploadingChange={setUploading}
          />
          <Controller
            control={control}
            name="isPublic"
            render={({ field }) => (
              // Public projects appear in Featured Projects; private ones only in My Projects.
              <SwitchField
                id="project-public"
                label="Public project"
                hint="Show it in Featured Projects for everyone to see."
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <DialogFormActions
            submitLabel="Upload Project"
            busy={createProject.isPending}
            disabled={uploading}
            sticky
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
