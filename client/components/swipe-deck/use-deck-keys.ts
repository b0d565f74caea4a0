import { type RefObject, useEffect, useRef } from 'react'

type Handlers = { onPass: () => void; onLike: () => void; onUndo: () => void }

/**
 * Arrow keys on the deck (left pass, right like) and Ctrl/Cmd+Z undo (design language, Accessibility).
 * Listens on the window but acts only when focus is on the deck or on nothing in particular, so the
 * keys keep their usual meaning in the filter fields, menus and dialogs.
 */
export function useDeckKeys(deck: RefObject<HTMLElement | null>, handlers: Handlers) {
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return
      const target = event.target as Node
      const onDeck = deck.current?.contains(target) || target === document.body
      if (!onDeck) return
      const modifier = event.ctrlKey || event.metaKey
      if (modifier && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault()
        latest.current.onUndo()
      } else if (!modifier && event.key === 'ArrowLeft') {
        event.preventDefault()
        latest.current.onPass()
      } else if (!modifier && event.key === 'ArrowRight') {
        event.preventDefault()
        latest.current.onLike()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [deck])
}
