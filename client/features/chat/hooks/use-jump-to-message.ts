import { createContext, useContext, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@/lib/toast'
import { showMessageInList } from '../lib/show-message'

// Messages read before the one gone to, so it opens with some of the conversation that led to it.
const CONTEXT_BEFORE = 5

type OlderPages = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<{ isError: boolean }>
}

/**
 * Going to a message anywhere in a chat's history (a search hit, the original of a reply): the chat's
 * older pages are read one after another, with its own cursors, until the list holds the message and a
 * few before it; then the list scrolls it to its middle and flashes it. Reading the pages in between
 * rather than a window around the message keeps the list one unbroken stretch of the conversation, so
 * scrolling, "Load older", live messages and catch-up go on working as they do.
 */
export function useJumpToMessage(query: OlderPages, messages: { id: string }[]) {
  const { t } = useTranslation('chat')
  const [target, setTarget] = useState<string | null>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const index = target === null ? -1 : messages.findIndex((message) => message.id === target)
  const needsOlder = target !== null && (index < 0 || (index < CONTEXT_BEFORE && hasNextPage))

  useEffect(() => {
    if (target === null || isFetchingNextPage) return
    if (!needsOlder) {
      setTarget(null)
      showMessageInList(target)
      return
    }
    if (!hasNextPage) {
      // The whole history is loaded and the message is not in it: gone since it was found.
      setTarget(null)
      notify.error(t('load.jumpFailed'))
      return
    }
    void fetchNextPage().then(({ isError }) => {
      if (!isError) return
      setTarget(null)
      notify.error(t('load.jumpFailed'))
    })
  }, [target, needsOlder, hasNextPage, isFetchingNextPage, fetchNextPage, t])

  return { jumpTo: setTarget }
}

/** How a message inside the list (a reply's quote) asks its chat to go to another message. */
export const JumpToMessage = createContext<(messageId: string) => void>((messageId) => {
  showMessageInList(messageId)
})
export const useJumpTo = () => useContext(JumpToMessage)
