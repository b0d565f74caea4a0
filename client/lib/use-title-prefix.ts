import { useEffect } from 'react'

const PREFIX = /^\(\d+\) /

/**
 * Keeps "(N) " in front of the document title while N > 0, whatever title the page sets. Pages set
 * their own titles in effects at any time, so a MutationObserver on <head> re-applies the prefix after
 * each change; stripping an existing prefix first means it is never doubled.
 */
export function useTitlePrefix(count: number) {
  useEffect(() => {
    const prefix = count > 0 ? `(${count}) ` : ''
    const apply = () => {
      const next = prefix + document.title.replace(PREFIX, '')
      // Setting the same title again would notify the observer again: only write a change.
      if (document.title !== next) document.title = next
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      document.title = document.title.replace(PREFIX, '')
    }
  }, [count])
}
