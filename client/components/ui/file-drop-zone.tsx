import { Upload } from 'lucide-react'
import { type DragEvent, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Button } from './button'

export type FileDropZoneProps = {
  /** Id of the file input, so a label or a test can find it. */
  id: string
  /** The browse button's text, also the file input's accessible name. */
  buttonLabel?: string
  /** What to drop, e.g. "Drag an image here". */
  prompt?: ReactNode
  hint?: ReactNode
  /** Passed to the file picker; dropped files are not filtered by it, so check them in onFiles. */
  accept?: string
  multiple?: boolean
  disabled?: boolean
  /** Every file picked or dropped, unchecked. */
  onFiles: (files: File[]) => void
  className?: string
}

/**
 * An area that takes dropped files plus a button opening the file picker. It only hands the files
 * over: checking and uploading them is the caller's business.
 */
export function FileDropZone({
  id,
  buttonLabel: buttonLabelProp,
  prompt,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  className,
}: FileDropZoneProps) {
  const { t } = useTranslation('shell')
  const buttonLabel = buttonLabelProp ?? t('ui.fileDropZone.browse')
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser would open the dropped file in place of the app.
    event.preventDefault()
    if (!disabled) setDragging(true)
  }
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    const files = Array.from(event.dataTransfer.files)
    if (files.length) onFiles(multiple ? files : files.slice(0, 1))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer gesture; the button is the keyboard way
    <div
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-border border-dashed p-6 text-center',
        'transition-colors',
        dragging && 'border-primary bg-primary/5',
        disabled && 'opacity-60',
        className,
      )}
    >
      <Upload aria-hidden className="size-8 text-muted" />
      <p className="text-sm">{prompt ?? t('ui.fileDropZone.prompt')}</p>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {buttonLabel}
      </Button>
      {hint && <p className="text-muted text-xs">{hint}</p>}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={buttonLabel}
        // The button above opens it; the input itself stays out of sight and out of the tab order.
        className="hidden"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          // Cleared so that picking the same file again still reports it.
          event.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
    </div>
  )
}
