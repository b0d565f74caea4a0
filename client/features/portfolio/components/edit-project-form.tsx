import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CreateProject,
  type CreateProjectInput,
  createProjectSchema,
  PROJECT_TITLE_MESSAGE,
  type Project,
  type ProjectType,
  type UpdateProjectInput,
} from '@shared/schemas/portfolio'
import { useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DialogDescription, DialogFormActions, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useUpdateProject } from '../api/update-project'
import { ProjectFormFields } from './project-form-fields'

const valuesOf = (project: Project): CreateProjectInput => ({
  title: project.title,
  description: project.description,
  imageUrl: project.imageUrl,
  projectType: project.projectType as ProjectType,
  tags: project.tags,
  isPublic: project.isPublic,
})

type EditProjectFormProps = {
  project: Project
  /** Back to the project: after saving, or on Cancel. */
  onDone: () => void
}

/** Edit Project, in the project's dialog: the upload form's fields, filled in, saved with PATCH. */
export function EditProjectForm({ project, onDone }: EditProjectFormProps) {
  const { t } = useTranslation(['portfolio', 'common'])
  const updateProject = useUpdateProject()
  const form = useForm<CreateProjectInput, unknown, CreateProject>({
    resolver: zodResolver(createProjectSchema),
    defaultValues: valuesOf(project),
  })
  const [uploading, setUploading] = useState(false)

  const onInvalid = (invalid: FieldErrors<CreateProjectInput>) => {
    if (invalid.title) {
      notify.error(t('edit.error'), translateMessage(PROJECT_TITLE_MESSAGE))
      form.setFocus('title')
    }
  }

  const onValid = async ({ imageUrl, ...fields }: CreateProject) => {
    // The image goes only when it changed: a stored image need not pass the upload check again.
    const input: UpdateProjectInput = form.formState.dirtyFields.imageUrl ? { ...fields, imageUrl } : fields
    try {
      await updateProject.mutateAsync({ projectId: project.id, input })
    } catch (error) {
      const reason = errorMessage(error, 'refusal')
      notify.error(t('edit.error'), reason ?? t('edit.saveFailed'))
      return
    }
    notify.success(t('edit.saved'), t('edit.savedText', { title: fields.title }))
    onDone()
  }

  const busy = updateProject.isPending
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('edit.title')}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
        <ProjectFormFields form={form} initialImage={project.imageUrl} onUploadingChange={setUploading} />
        {/* Sticky, as in Upload Project: the buttons stay in reach at the bottom of a long form. */}
        <DialogFormActions
          submitLabel={t('edit.save')}
          busyLabel={t('edit.saving')}
          busy={busy}
          disabled={uploading}
          sticky
          onCancel={onDone}
        />
      </form>
    </>
  )
}
