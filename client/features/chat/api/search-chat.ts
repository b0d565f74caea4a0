import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'
import type { MessagePage } from './message-pages'

const HITS_PAGE = 20

/**
 * A chat's messages holding every typed word, newest first (`q` on the chat's own messages route), a
 * page at a time: the next page starts before the last hit. The previous request is cancelled when the
 * words change (TanStack Query aborts its signal).
 */
export const useChatSearch = <TPage extends MessagePage>(url: string, q: string) =>
  useInfiniteQuery({
    queryKey: ['chat-search', url, q.trim()],
    queryFn: ({ pageParam, signal }) =>
      api
        .request<TPage>(
          'GET',
          withQuery(url, { q: q.trim(), before: pageParam, limit: HITS_PAGE }),
          undefined,
          {
            signal,
          },
        )
        .then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages.at(-1)?.id : undefined),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  })
