import { LIMITS } from '@shared/limits'
import { UPLOAD_MESSAGES } from '@shared/schemas/uploads'
import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FileDropZone } from '@/components/ui/file-drop-zone'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useUploadImage } from '../api/upload-image'

export const PROJECT_IMAGE_INPUT_ID = 'project-image'

type Preview = { src: string; uploading: boolean }

type ProjectImageFieldProps = {
  /** The image the project has already (editing), shown until it is removed or replaced. */
  initialSrc?: string | null
  /** The stored image's URL, or null while there is none. */
  onChange: (url: string | null) => void
  onUploadingChange: (uploading: boolean) => void
}

/** The project's image: dropped or picked, checked to be an image (docs/product.md §5), uploaded at once, previewed. */
export function ProjectImageField({ initialSrc, onChange, onUploadingChange }: ProjectImageFieldProps) {
  const { t } = useTranslation('portfolio')
  const upload = useUploadImage()
  const [preview, setPreview] = useState<Preview | null>(
    initialSrc ? { src: initialSrc, uploading: false } : null,
  )

  // A local preview is an object URL holding the file in memory until it is revoked.
  useEffect(() => {
    const src = preview?.src
    return () => {
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src)
    }
  }, [preview?.src])

  const handleFiles = (files: File[]) => {
    const file = files[0]
    if (!file) return
    if (!file.type.startsWith('image/')) {
      notify.error(t('image.invalidType'), translateMessage(UPLOAD_MESSAGES.notImage))
      return
    }
    // Saves sending what the server would refuse anyway (413 with the same words).
    if (file.size > LIMITS.uploadBytes) {
      notify.error(t('image.uploadFailed'), translateMessage(UPLOAD_MESSAGES.tooLarge))
      return
    }
    setPreview({ src: URL.createObjectURL(file), uploading: true })
    onChange(null)
    onUploadingChange(true)
    upload.mutate(file, {
      onSuccess: (result) => {
        setPreview({ src: result.thumbnailUrl, uploading: false })
        onChange(result.url)
      },
      onSettled: () => onUploadingChange(false),
      onError: (error) => {
        setPreview(null)
        notify.error(t('image.uploadFailed'), errorMessage(error))
      },
    })
  }

  const clear = () => {
    upload.reset()
    setPreview(null)
    onChange(null)
  }

  return (
    <div className="flex flex-col gap-1.5">
      {/* Not a <label>: the file input names itself, and it is gone once there is a preview. */}
      <p className="font-medium text-sm">{t('image.label')}</p>
      {preview ? (
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-border bg-surface-muted">
          <img src={preview.src} alt={t('image.alt')} className="size-full object-cover" />
          {preview.uploading ? (
            <div className="absolute inset-0 grid place-items-center bg-surface/70">
              <Spinner label={t('image.uploading')} />
            </div>
          ) : (
            <Button
              variant="secondary"
              size="icon"
              onClick={clear}
              aria-label={t('image.remove')}
              className="absolute top-2 right-2 shadow"
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ) : (
        <FileDropZone
          id={PROJECT_IMAGE_INPUT_ID}
          accept="image/*"
          prompt={t('image.prompt')}
          buttonLabel={t('image.choose')}
          hint={t('image.hint')}
          onFiles={handleFiles}
        />
      )}
    </div>
  )
}
