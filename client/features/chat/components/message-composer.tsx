import { LIMITS, TYPING_THROTTLE_MS } from '@shared/limits'
import type { Attachment } from '@shared/schemas/attachments'
import { Check, SendHorizontal } from 'lucide-react'
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useComposerAttachments } from '../attachments'
import {
  activeMention,
  insertMention,
  type Mentionable,
  matchingMembers,
  mentionedIds,
} from '../lib/mentions'
import { ComposerBanner, type ComposerIntent } from './composer-banner'
import { MentionList } from './mention-list'

/**
 * The message input of both chats (docs/product.md §4, §5): trimmed, empty never sent, Enter sends and
 * Shift+Enter starts a new line. Sending hands the text to the chat's outbox, which shows it at once
 * as pending and keeps it until stored, so the input clears at once and the next message can follow.
 * It also writes a reply (the quote shows above it), corrects one's own message (Enter saves, Escape
 * leaves the text as it was), and in a team chat offers the members after an `@`.
 */
export function MessageComposer({
  onSend,
  onSaveEdit,
  intent,
  onCancelIntent,
  mentionables,
  disabled,
  onTyping,
}: {
  /** The text (may be empty when files go), the members it mentions and the files uploaded for it. */
  onSend: (content: string, extras: { mentions?: string[]; attachments?: Attachment[] }) => void
  /** Saves the edit of `intent`; resolves once stored (the input then clears). */
  onSaveEdit?: (messageId: string, content: string) => Promise<unknown>
  intent?: ComposerIntent
  onCancelIntent?: () => void
  /** Team chat: the members one can @mention. */
  mentionables?: Mentionable[]
  disabled?: boolean
  /** "I am typing": called at most every TYPING_THROTTLE_MS while the text changes and is not blank. */
  onTyping?: () => void
}) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  // The text as of the last keystroke or send: a second Enter in the same tick must not send it twice.
  const current = useRef('')
  const input = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const listId = useId()
  const lastTyping = useRef(0)
  const [mention, setMention] = useState<{ start: number; query: string }>()
  const [active, setActive] = useState(0)
  const chosen = useRef<Mentionable[]>([])
  const editing = intent?.kind === 'edit' ? intent : undefined
  const draft = useRef('')
  const form = useRef<HTMLFormElement>(null)
  // An edit changes the words only: no files are added while editing.
  const files = useComposerAttachments(form, disabled || editing !== undefined)
  // A message waits for its files: it goes once none is still uploading.
  const canSend = !disabled && !files.uploading && (text.trim() !== '' || files.ready.length > 0)

  const setValue = (value: string) => {
    current.current = value
    setText(value)
  }

  // Editing puts the message's words in the input (what was being typed comes back after); replying
  // only moves the focus there.
  const intentKey = intent ? `${intent.kind}:${intent.messageId}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the intent itself changes, not its fields
  useEffect(() => {
    if (editing) {
      draft.current = current.current
      setValue(editing.content)
    }
    if (intent) input.current?.focus()
  }, [intentKey])

  const candidates = mention && mentionables ? matchingMembers(mentionables, mention.query) : []

  const change = (value: string, caret: number) => {
    setValue(value)
    setMention(mentionables ? activeMention(value, caret) : undefined)
    setActive(0)
    const now = Date.now()
    if (!onTyping || editing || !value.trim() || now - lastTyping.current < TYPING_THROTTLE_MS) return
    lastTyping.current = now
    onTyping()
  }

  // Where the caret goes once a picked name is in the input. Set as the new text is committed, before the
  // next keystroke is handled: a frame later, it would jump back over letters typed meanwhile, and the
  // next letters would go in front of them.
  const caretAfterPick = useRef<number>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text the pick wrote is committed
  useLayoutEffect(() => {
    if (caretAfterPick.current === undefined) return
    input.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current)
    caretAfterPick.current = undefined
  }, [text])

  const pick = (member: Mentionable) => {
    const element = input.current
    if (!mention || !element) return
    const next = insertMention(current.current, mention.start, element.selectionStart, member.name)
    chosen.current = [...chosen.current, member]
    caretAfterPick.current = next.caret
    setValue(next.text)
    setMention(undefined)
  }

  const leaveEdit = (restore: boolean) => {
    setValue(restore ? draft.current : '')
    draft.current = ''
    onCancelIntent?.()
  }

  const submit = async () => {
    const content = current.current.trim()
    if (editing) {
      if (!content || disabled) return
      if (content === editing.content) return leaveEdit(true)
      await onSaveEdit?.(editing.messageId, content).then(
        () => leaveEdit(true),
        () => {},
      )
      return
    }
    if ((!content && files.ready.length === 0) || disabled || files.uploading) return
    const mentions = mentionedIds(content, chosen.current)
    onSend(content, {
      ...(mentions.length > 0 && { mentions }),
      ...(files.ready.length > 0 && { attachments: files.ready }),
    })
    files.clear()
    chosen.current = []
    setValue('')
    setMention(undefined)
    // The others' indicator cleared with the message; the next keystroke may say so again at once.
    lastTyping.current = 0
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return
    if (mention && candidates.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((index) => (index + step + candidates.length) % candidates.length)
        return
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault()
        pick(candidates[active] ?? candidates[0]!)
        return
      }
    }
    if (event.key === 'Escape') {
      if (mention) return setMention(undefined)
      if (editing) return leaveEdit(true)
      if (intent) return onCancelIntent?.()
      return
    }
    if (event.key !== 'Enter' || event.shiftKey) return
    event.preventDefault()
    void submit()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }

  const listOpen = mention !== undefined && mentionables !== undefined
  const activeOption = candidates[active]

  return (
    // Not positioned: the file drop overlay covers the whole chat window, its containing block.
    <div>
      {intent && (
        <ComposerBanner intent={intent} onCancel={() => (editing ? leaveEdit(true) : onCancelIntent?.())} />
      )}
      {/* A zero-height anchor at the input's top edge: the list opens upwards from it. */}
      <div className="relative">
        {listOpen && <MentionList id={listId} members={candidates} active={active} onPick={pick} />}
      </div>
      <form ref={form} onSubmit={onSubmit} className="border-t border-border">
        {files.overlay}
        {files.tray}
        <div className="flex items-end gap-2 p-3">
          {!editing && files.button}
          <label htmlFor={id} className="sr-only">
            {editing ? t('editing.title') : t('composer.label')}
          </label>
          <Textarea
            ref={input}
            id={id}
            rows={1}
            value={text}
            maxLength={LIMITS.messageLength}
            placeholder={t('composer.placeholder')}
            disabled={disabled}
            onChange={(event) => change(event.target.value, event.target.selectionStart)}
            onKeyDown={onKeyDown}
            // A textarea cannot be a combobox; as a textbox it still names its list and the option in focus.
            aria-autocomplete={mentionables ? 'list' : undefined}
            aria-controls={listOpen ? listId : undefined}
            aria-activedescendant={listOpen && activeOption ? `${listId}-${activeOption.id}` : undefined}
            className="max-h-32 min-h-11 resize-none"
          />
          <Button
            type="submit"
            size="icon"
            aria-label={editing ? t('editing.save') : t('composer.send')}
            disabled={editing ? disabled || !text.trim() : !canSend}
          >
            {editing ? <Check aria-hidden /> : <SendHorizontal aria-hidden />}
          </Button>
        </div>
      </form>
    </div>
  )
}
