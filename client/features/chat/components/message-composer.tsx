import { LIMITS } from '@shared/limits'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

export const MESSAGE_PLACEHOLDER = 'Type your message...'

/**
 * The message input of both chats (spec §4, §5): trimmed, empty never sent, Enter sends and
 * Shift+Enter starts a new line, and nothing is sent while a send is still pending.
 */
export function MessageComposer({
  onSend,
  pending,
  disabled,
}: {
  /** Resolves when stored; the input is cleared only then, so a failed message is not lost. */
  onSend: (content: string) => Promise<unknown>
  pending: boolean
  disabled?: boolean
}) {
  const [text, setText] = useState('')
  const id = useId()
  // isPending arrives with the next render; a second Enter in the same tick must not send twice.
  const sending = useRef(false)

  const submit = () => {
    const content = text.trim()
    if (!content || pending || disabled || sending.current) return
    sending.current = true
    onSend(content)
      .then(
        () => setText(''),
        () => {},
      )
      .finally(() => {
        sending.current = false
      })
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
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border p-3">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <Textarea
        id={id}
        rows={1}
        value={text}
        maxLength={LIMITS.messageLength}
        placeholder={MESSAGE_PLACEHOLDER}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-11 resize-none"
      />
      <Button
        type="submit"
        size="icon"
        aria-label="Send message"
        disabled={disabled || pending || !text.trim()}
      >
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  )
}
