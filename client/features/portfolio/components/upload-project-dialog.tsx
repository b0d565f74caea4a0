import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CreateProject,
  type CreateProjectInput,
  createProjectSchema,
  PROJECT_TITLE_MESSAGE,
} from '@shared/schemas/portfolio'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useCreateProject } from '../api/create-project'
import { ProjectFormFields } from './project-form-fields'

const defaultValues: CreateProjectInput = {
  title: '',
  description: '',
  imageUrl: null,
  projectType: undefined,
  tags: [],
  isPublic: true,
}

/** Upload Project (docs/product.md §2, §5); `onCreated` runs after a project has been saved. */
export function UploadProjectDialog({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation(['portfolio', 'common'])
  const [open, setOpen] = useState(false)
  // A new key per opening after a success: the image field starts empty with the form.
  const [formKey, setFormKey] = useState(0)
  const createProject = useCreateProject()
  const form = useForm<CreateProjectInput, unknown, CreateProject>({
    resolver: zodResolver(createProjectSchema),
    defaultValues,
  })
  const [uploading, setUploading] = useState(false)

  const onInvalid = (invalid: FieldErrors<CreateProjectInput>) => {
    if (invalid.title) {
      notify.error(t('upload.error'), translateMessage(PROJECT_TITLE_MESSAGE))
      form.setFocus('title')
    }
  }

  const onValid = async (project: CreateProject) => {
    try {
      await createProject.mutateAsync(project)
    } catch (error) {
      const tooMany = errorMessage(error, 'too-many')
      notify.error(t('upload.error'), tooMany ?? t('upload.createFailed'))
      return
    }
    notify.success(t('upload.uploaded'), t('upload.uploadedText', { title: project.title }))
    setOpen(false)
    form.reset(defaultValues)
    setFormKey((key) => key + 1)
    onCreated?.()
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Upload aria-hidden />
          {t('upload.button')}
        </Button>
      }
      title={t('upload.title')}
      description={t('upload.description')}
      formKey={formKey}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      actions={{
        submitLabel: t('upload.button'),
        busy: createProject.isPending,
        disabled: uploading,
        sticky: true,
      }}
    >
      <ProjectFormFields form={form} onUploadingChange={setUploading} />
    </FormDialog>
  )
}
