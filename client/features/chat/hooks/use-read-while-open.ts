import { useCallback, useEffect, useRef } from 'react'

// A burst of messages makes one read call.
const READ_DELAY_MS = 300

interface ChatQuery {
  isSuccess: boolean
  isFetching: boolean
  isFetchingNextPage: boolean
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>
}

/**
 * Keeps an open chat read, the way the person sees it:
 * - fetching its newest page marks it read on the server, so each such fetch calls `onFetched`;
 * - a chat with unread messages is fetched again on opening, since a cached copy lacks what came
 *   while it was closed;
 * - a message from someone else (the returned function) marks it read after a short pause, or once
 *   the tab is visible again if it arrived while hidden.
 */
export function useReadWhileOpen({
  query,
  unreadOnOpen,
  onFetched,
  markRead,
}: {
  query: ChatQuery
  unreadOnOpen: boolean
  onFetched: () => void
  markRead: () => void
}) {
  const latest = useRef({ onFetched, markRead })
  useEffect(() => {
    latest.current = { onFetched, markRead }
  })

  const { refetch } = query
  const hadUnread = useRef(unreadOnOpen)
  useEffect(() => {
    // Joins a fetch already under way instead of starting a second one.
    if (hadUnread.current) void refetch({ cancelRefetch: false })
  }, [refetch])

  // Older pages (fetchNextPage) do not mark anything read; only the newest one does.
  const fetchingNewest = query.isFetching && !query.isFetchingNextPage
  const wasFetching = useRef(fetchingNewest)
  useEffect(() => {
    if (wasFetching.current && !fetchingNewest && query.isSuccess) latest.current.onFetched()
    wasFetching.current = fetchingNewest
  }, [fetchingNewest, query.isSuccess])

  const unseen = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const schedule = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      unseen.current = false
      latest.current.markRead()
    }, READ_DELAY_MS)
  }, [])

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && unseen.current) schedule()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      clearTimeout(timer.current)
    }
  }, [schedule])

  return useCallback(() => {
    unseen.current = true
    if (document.visibilityState === 'visible') schedule()
  }, [schedule])
}
