import { type RefObject, useEffect } from 'react'

/** `/` (outside a text field) and Ctrl+K or ⌘K anywhere focus the search field. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      const typing =
        target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '')
      const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)
      if (!slash && !ctrlK) return
      event.preventDefault()
      input.current?.focus()
      input.current?.select()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [input])
}
