import { useEffect } from 'react'

/**
 * Sets the tab's title while the page is shown, again whenever it changes (a new language). The unread
 * "(N) " prefix is put back by useTitlePrefix, which watches the title.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
