import { UPLOAD_MESSAGES } from '@shared/schemas/uploads'
import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FileDropZone } from '@/components/ui/file-drop-zone'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'

export type ImageSource = { file: File | null; url: string }
export const EMPTY_IMAGE_SOURCE: ImageSource = { file: null, url: '' }

type ImageSourceFieldProps = {
  /** Prefix of the controls' ids. */
  id: string
  value: ImageSource
  onChange: (value: ImageSource) => void
  error?: string
  disabled?: boolean
  /** How the picked image is shown: round for a profile picture, a 4:3 frame for a project. */
  shape: 'round' | 'landscape'
}

/** An image picked from the device (dropped or browsed) or linked by URL; a picked file wins. */
export function ImageSourceField({ id, value, onChange, error, disabled, shape }: ImageSourceFieldProps) {
  const { t } = useTranslation('profile')
  const preview = useObjectUrl(value.file)

  const pickFiles = ([file]: File[]) => {
    if (!file) return
    // The picker's accept filter does not apply to drops.
    if (!file.type.startsWith('image/')) {
      notify.error(t('image.invalidType'), translateMessage(UPLOAD_MESSAGES.notImage))
      return
    }
    onChange({ ...value, file })
  }

  return (
    <div className="flex flex-col gap-4">
      {value.file && preview ? (
        <div className="flex items-center gap-3 rounded-xl bg-surface-muted p-3">
          <img
            src={preview}
            alt={t('image.preview', { name: value.file.name })}
            className={
              shape === 'round'
                ? 'size-16 rounded-full object-cover'
                : 'aspect-[4/3] w-24 rounded-lg object-cover'
            }
          />
          <p className="min-w-0 flex-1 truncate text-sm">{value.file.name}</p>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onChange({ ...value, file: null })}
            aria-label={t('image.removeSelected')}
            disabled={disabled}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <FileDropZone
          id={`${id}-file`}
          buttonLabel={t('image.choose')}
          prompt={t('image.dropPrompt')}
          hint={t('image.dropHint')}
          accept="image/*"
          disabled={disabled}
          onFiles={pickFiles}
        />
      )}
      <Field
        label={t('image.url')}
        htmlFor={`${id}-url`}
        hint={value.file ? t('image.fileWins') : undefined}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value.url}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, url: event.target.value })}
          />
        )}
      </Field>
    </div>
  )
}

/** A temporary URL showing a local file, released when the file changes or the field goes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file) return setUrl(undefined)
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url
}
