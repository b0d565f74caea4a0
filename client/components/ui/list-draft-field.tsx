import { Plus } from 'lucide-react'
import { type ReactNode, type RefCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { Field } from './field'
import { Input } from './input'
import { useListDraft } from './use-list-draft'

export type ListInputProps = {
  id: string
  label: string
  hint?: string
  /** The form's error for the whole list. */
  error?: string
  values: string[]
  onChange: (values: string[]) => void
  onBlur?: () => void
  /** Lets the form focus this input when the list is the first invalid field. */
  inputRef?: RefCallback<HTMLInputElement>
  placeholder?: string
  maxLength?: number
  validate?: (next: string[]) => string | undefined
  /** Turns a trimmed entry into the stored form (e.g. lowercase); duplicates are compared after it. */
  normalize?: (value: string) => string
}

type ListDraftFieldProps = ListInputProps & {
  /** What one entry is called, in the person's language: "skill" gives the Add button the name "Add skill". */
  itemName: string
  inputType?: 'text' | 'url'
  /** Renders the entries; `remove` takes one out and returns focus to the input. */
  children: (remove: (value: string) => void) => ReactNode
}

/** A labelled text input with an Add button, plus the entries added so far. */
export function ListDraftField({
  id,
  label,
  hint,
  error,
  values,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  maxLength,
  validate,
  normalize,
  itemName,
  inputType = 'text',
  children,
}: ListDraftFieldProps) {
  const {
    draft,
    changeDraft,
    error: draftError,
    add,
    remove,
    handleKeyDown,
  } = useListDraft({
    values,
    onChange,
    validate,
    normalize,
  })
  const { t } = useTranslation(['shell', 'common'])
  const input = useRef<HTMLInputElement | null>(null)

  // The removed entry's button disappears with it; without this, focus would drop to the page.
  const removeAndRefocus = (value: string) => {
    remove(value)
    input.current?.focus()
  }

  return (
    <div className="flex flex-col gap-3">
      <Field label={label} htmlFor={id} hint={hint} error={draftError ?? error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              ref={(element) => {
                input.current = element
                inputRef?.(element)
              }}
              type={inputType}
              inputMode={inputType === 'url' ? 'url' : undefined}
              enterKeyHint="enter"
              autoComplete="off"
              value={draft}
              placeholder={placeholder}
              maxLength={maxLength}
              onChange={(event) => changeDraft(event.target.value)}
              onKeyDown={handleKeyDown}
              onBlur={onBlur}
            />
            <Button
              variant="outline"
              onClick={add}
              aria-label={t('shell:ui.listDraft.addItem', { item: itemName })}
            >
              <Plus aria-hidden />
              {t('common:actions.add')}
            </Button>
          </div>
        )}
      </Field>
      {values.length > 0 && children(removeAndRefocus)}
    </div>
  )
}
