import { Paperclip } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** Opens the file picker; every file picked goes to `onFiles` (the server decides what it takes). */
export function AttachButton({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('attachments')
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="attachment-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])])
          // The same file picked again must fire change again.
          event.target.value = ''
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('attach')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden />
      </Button>
    </>
  )
}
