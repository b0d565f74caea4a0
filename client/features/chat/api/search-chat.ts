import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'
import type { MessagePage } from './message-pages'

const HITS_PAGE = 20
// Messages shown either side of a hit: about a screen of the conversation around it.
const CONTEXT_SIDE = 10

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

/**
 * The conversation around one message, however old: the page just before it and the page just after it,
 * read with the chat's own cursors, oldest first with the message in the middle. Separate from the chat's
 * own pages, which stay as they are while one looks back.
 */
export const useMessageContext = <TPage extends MessagePage>(
  url: string,
  hit: TPage['messages'][number] | null,
) =>
  useQuery({
    queryKey: ['chat-context', url, hit?.id],
    queryFn: async ({ signal }) => {
      const [before, after] = await Promise.all([
        api.request<TPage>('GET', withQuery(url, { before: hit!.id, limit: CONTEXT_SIDE }), undefined, {
          signal,
        }),
        api.request<TPage>('GET', withQuery(url, { after: hit!.id, limit: CONTEXT_SIDE }), undefined, {
          signal,
        }),
      ])
      return [...before.data.messages, hit!, ...after.data.messages] as TPage['messages']
    },
    enabled: hit !== null,
    retry: false,
  })
