import { LIMITS, TYPING_THROTTLE_MS } from '@shared/limits'
import type { Attachment } from '@shared/schemas/attachments'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useComposerAttachments } from '../attachments'

/**
 * The message input of both chats (spec §4, §5): trimmed, empty never sent, Enter sends and
 * Shift+Enter starts a new line. Sending hands the text to the chat's outbox, which shows it at once
 * as pending and keeps it until stored, so the input clears at once and the next message can follow.
 */
export function MessageComposer({
  onSend,
  disabled,
  onTyping,
}: {
  /** The text (may be empty when files go) and the files uploaded for it. */
  onSend: (content: string, attachments: Attachment[]) => void
  disabled?: boolean
  /** "I am typing": called at most every TYPING_THROTTLE_MS while the text changes and is not blank. */
  onTyping?: () => void
}) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  // The text as of the last keystroke or send: a second Enter in the same tick must not send it twice.
  const current = useRef('')
  const id = useId()
  const lastTyping = useRef(0)
  const form = useRef<HTMLFormElement>(null)
  const files = useComposerAttachments(form, disabled)
  // A message waits for its files: it goes once none is still uploading.
  const canSend = !disabled && !files.uploading && (text.trim() !== '' || files.ready.length > 0)

  const change = (value: string) => {
    current.current = value
    setText(value)
    const now = Date.now()
    if (!onTyping || !value.trim() || now - lastTyping.current < TYPING_THROTTLE_MS) return
    lastTyping.current = now
    onTyping()
  }

  const submit = () => {
    const content = current.current.trim()
    if ((!content && files.ready.length === 0) || disabled || files.uploading) return
    onSend(content, files.ready)
    files.clear()
    current.current = ''
    setText('')
    // The others' indicator cleared with the message; the next keystroke may say so again at once.
    lastTyping.current = 0
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  return (
    <form ref={form} onSubmit={onSubmit} className="border-t border-border">
      {files.overlay}
      {files.tray}
      <div className="flex items-end gap-2 p-3">
        {files.button}
        <label htmlFor={id} className="sr-only">
          {t('composer.label')}
        </label>
        <Textarea
          id={id}
          rows={1}
          value={text}
          maxLength={LIMITS.messageLength}
          placeholder={t('composer.placeholder')}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11 resize-none"
        />
        <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!canSend}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </form>
  )
}
