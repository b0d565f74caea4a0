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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
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

/** Upload Project (spec §2, §5); `onCreated` runs after a project has been saved. */
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden />
          {t('upload.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description')}</DialogDescription>
        </DialogHeader>
        <form
          key={formKey}
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="flex flex-col gap-4"
        >
          <ProjectFormFields form={form} onUploadingChange={setUploading} />
          <DialogFormActions
            submitLabel={t('upload.button')}
            busy={createProject.isPending}
            disabled={uploading}
            sticky
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
