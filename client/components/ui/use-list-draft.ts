import { type KeyboardEvent, useState } from 'react'

export type ListDraftOptions = {
  values: string[]
  onChange: (values: string[]) => void
  /** Checks the list as it would be after adding; returns the problem to show, if any. */
  validate?: (next: string[]) => string | undefined
  /** Turns a trimmed entry into the stored form, e.g. lowercased portfolio tags. */
  normalize?: (value: string) => string
}

/**
 * The typing-then-adding behaviour of list inputs (skills, tags, image URLs; docs/product.md §5): entries are
 * trimmed, blanks ignored, and duplicates ignored regardless of case.
 */
export function useListDraft({ values, onChange, validate, normalize }: ListDraftOptions) {
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()

  const changeDraft = (text: string) => {
    setDraft(text)
    setError(undefined)
  }

  const add = () => {
    const trimmed = draft.trim()
    const value = normalize ? normalize(trimmed) : trimmed
    if (!value) return
    // Already listed: nothing to add, and the existing entry is right there to see.
    if (values.some((existing) => existing.toLowerCase() === value.toLowerCase())) {
      changeDraft('')
      return
    }
    const next = [...values, value]
    const problem = validate?.(next)
    if (problem) {
      setError(problem)
      return
    }
    onChange(next)
    changeDraft('')
  }

  const remove = (value: string) => onChange(values.filter((existing) => existing !== value))

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an IME is composing, Enter only confirms the composed characters.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    // Enter adds the entry rather than submitting the whole form half-filled.
    event.preventDefault()
    add()
  }

  return { draft, changeDraft, error, add, remove, handleKeyDown }
}
