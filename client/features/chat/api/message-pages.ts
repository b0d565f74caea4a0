import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

const PAGE_SIZE = 50

/** What a 1:1 conversation and a team chat have in common: a page of messages, oldest first. */
type MessagePage = { messages: { id: string }[]; hasMore: boolean }
type MessageOf<TPage extends MessagePage> = TPage['messages'][number]

/** One page of a chat: the newest messages, or the ones just before the message `before`. */
export const getMessagePage = <TPage extends MessagePage>(url: string, before?: string) =>
  api.get<TPage>(withQuery(url, { before, limit: PAGE_SIZE }))

/** Pages newest first: page 0 is the latest messages, each next page the older ones before it. */
export const messagePagesQuery = <TPage extends MessagePage>(
  queryKey: string[],
  getPage: (before?: string) => Promise<TPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  })

/** All loaded messages of a chat, oldest to newest. */
export const allMessages = <TPage extends MessagePage>(
  data: InfiniteData<TPage> | undefined,
): MessageOf<TPage>[] => (data ? data.pages.toReversed().flatMap((page) => page.messages) : [])

/**
 * The cached pages with a message (sent or received live) added to the newest page, once: the sender's
 * own message comes back both from the request and over the socket.
 */
export function withMessage<TPage extends MessagePage>(
  data: InfiniteData<TPage> | undefined,
  message: MessageOf<TPage>,
) {
  if (!data?.pages[0]) return data
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data
  const [newest, ...older] = data.pages
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] }
}
