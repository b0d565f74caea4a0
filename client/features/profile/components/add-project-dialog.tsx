import { LIMITS } from '@shared/limits'
import { PROFILE_PROJECT_TYPES } from '@shared/options'
import { createProjectSchema } from '@shared/schemas/portfolio'
import { useState } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { TagInput } from '@/components/ui/tag-input'
import { Textarea } from '@/components/ui/textarea'
import { useCreateProject } from '@/features/portfolio/api/create-project'
import { useUploadImage } from '@/features/portfolio/api/upload-image'
import { actionableMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { EMPTY_IMAGE_SOURCE, type ImageSource, ImageSourceField } from './image-source-field'

const EMPTY = { title: '', description: '', projectType: '', tags: [] as string[] }

type AddProjectDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }

/** Add Portfolio Project (spec §5): Create stays disabled until there is a title and a description. */
export function AddProjectDialog({ open, onOpenChange, onCreated }: AddProjectDialogProps) {
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
      else notify.error('Failed to create portfolio project. Please try again.', issue?.message)
      return
    }
    try {
      const imageUrl = image.file ? (await uploadImage.mutateAsync(image.file)).url : parsed.data.imageUrl
      await createProject.mutateAsync({ ...parsed.data, imageUrl })
    } catch (error) {
      notify.error('Failed to create portfolio project. Please try again.', actionableMessage(error))
      return
    }
    notify.success('Project added', `${parsed.data.title} is now in your portfolio.`)
    onCreated()
    reset()
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Portfolio Project</DialogTitle>
          <DialogDescription>Share something you made. Title and description are required.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault()
            if (ready && !busy) void onSubmit()
          }}
        >
          <Field label="Title" htmlFor="project-title" required>
            {(control) => (
              <Input
                {...control}
                value={fields.title}
                onChange={(event) => set({ title: event.target.value })}
                aria-required
                maxLength={LIMITS.projectTitleLength}
                placeholder="e.g. Karoo Coffee rebrand"
              />
            )}
          </Field>
          <Field label="Description" htmlFor="project-description" required>
            {(control) => (
              <Textarea
                {...control}
                value={fields.description}
                onChange={(event) => set({ description: event.target.value })}
                aria-required
                maxLength={LIMITS.projectDescriptionLength}
                placeholder="What was the brief, and what did you do?"
              />
            )}
          </Field>
          <OptionSelect
            id="project-type"
            label="Project type"
            placeholder="Select a project type"
            value={fields.projectType}
            options={PROFILE_PROJECT_TYPES}
            onChange={(projectType) => set({ projectType })}
          />
          <TagInput
            id="project-tags"
            label="Tags"
            itemName="tag"
            hint="Press Enter to add a tag."
            values={fields.tags}
            onChange={(tags) => set({ tags })}
            maxLength={LIMITS.tagLength}
            validate={(next) =>
              next.length > LIMITS.tagsCount ? `At most ${LIMITS.tagsCount} tags` : undefined
            }
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Image (optional)</legend>
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
          <DialogFormActions
            submitLabel="Create Project"
            busyLabel="Creating..."
            busy={busy}
            disabled={!ready}
            sticky
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
