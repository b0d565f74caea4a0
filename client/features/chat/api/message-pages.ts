import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

const PAGE_SIZE = 50
// Catching up reads the biggest pages the server gives: a long gap takes few requests.
const CATCH_UP_PAGE_SIZE = 100

/** What a 1:1 conversation and a team chat have in common: a page of messages, oldest first. */
export type MessagePage = { messages: { id: string; createdAt: string }[]; hasMore: boolean }
export type MessageOf<TPage extends MessagePage> = TPage['messages'][number]

/** One page of a chat: the newest messages, or the ones just before the message `before`. */
export const getMessagePage = <TPage extends MessagePage>(url: string, before?: string) =>
  api.get<TPage>(withQuery(url, { before, limit: PAGE_SIZE }))

/** The messages after the message `after`, oldest first; `hasMore` when newer ones remain. */
export const getMessagesAfter = <TPage extends MessagePage>(url: string, after: string) =>
  api.get<TPage>(withQuery(url, { after, limit: CATCH_UP_PAGE_SIZE }))

/**
 * Per chat (by query key), the newest message known to have nothing missing before it: the newest one
 * a fetch from the server returned. Messages that arrived live or from one's own sends may be newer,
 * but a gap can hide behind them (a live event lost while Redis was away, one's own message stored
 * meanwhile), so catching up always starts here and reads everything after it again.
 */
type Watermark = { id: string; createdAt: string }
const watermarks = new Map<string, Watermark | undefined>()
export const watermarkOf = (queryKey: readonly unknown[]) => watermarks.get(JSON.stringify(queryKey))
export const setWatermark = (queryKey: readonly unknown[], message: Watermark | undefined) =>
  watermarks.set(JSON.stringify(queryKey), message && { id: message.id, createdAt: message.createdAt })

/** Pages newest first: page 0 is the latest messages, each next page the older ones before it. */
export const messagePagesQuery = <TPage extends MessagePage>(
  queryKey: string[],
  getPage: (before?: string) => Promise<TPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, client }) => {
      const page = await getPage(pageParam)
      if (pageParam !== undefined) return page
      setWatermark(queryKey, page.messages.at(-1))
      // What arrived live (or from one's own sends) while this fetch ran is newer than what it read:
      // the fetched page replaces the cached one, so those come along rather than vanish.
      const newest = page.messages.at(-1)?.createdAt ?? ''
      const fetched = new Set(page.messages.map((message) => message.id))
      const cached = client.getQueryData<InfiniteData<TPage>>(queryKey)?.pages[0]?.messages ?? []
      const later = cached.filter((message) => !fetched.has(message.id) && message.createdAt > newest)
      return later.length === 0 ? page : { ...page, messages: [...page.messages, ...later] }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  })

/** All loaded messages of a chat, oldest to newest. */
export const allMessages = <TPage extends MessagePage>(
  data: InfiniteData<TPage> | undefined,
): MessageOf<TPage>[] => (data ? data.pages.toReversed().flatMap((page) => page.messages) : [])

/**
 * The cached pages with messages (sent, received live, or caught up) added to the newest page, each
 * once (the sender's own message comes back both from the request and over the socket, a caught-up
 * one may also arrive live), in the server's order: by time, whatever order they arrived in.
 */
export function withMessages<TPage extends MessagePage>(
  data: InfiniteData<TPage> | undefined,
  messages: MessageOf<TPage>[],
) {
  if (!data?.pages[0]) return data
  const held = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)))
  const added = messages.filter((message) => !held.has(message.id) && held.add(message.id))
  if (added.length === 0) return data
  const [newest, ...older] = data.pages
  // Stable: messages of the same millisecond keep the order they came in.
  const merged = [...newest.messages, ...added].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  )
  return { ...data, pages: [{ ...newest, messages: merged }, ...older] }
}

export const withMessage = <TPage extends MessagePage>(
  data: InfiniteData<TPage> | undefined,
  message: MessageOf<TPage>,
) => withMessages(data, [message])
