import { REPLY_QUOTE_LENGTH } from '@shared/limits'
import type { ReplyQuote } from '@shared/schemas/message-changes'
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query'
import { api, withQuery } from '@/lib/api-client'

const PAGE_SIZE = 50
// Catching up reads the biggest pages the server gives: a long gap takes few requests.
const CATCH_UP_PAGE_SIZE = 100

/**
 * What a 1:1 conversation and a team chat have in common: a page of messages, oldest first, each with
 * its version (0 until it first changes), and the chat's change version when it was read.
 */
export type MessagePage = {
  messages: { id: string; createdAt: string; version: number }[]
  hasMore: boolean
  version: number
}
export type MessageOf<TPage extends MessagePage> = TPage['messages'][number]

/** One page of a chat: the newest messages, or the ones just before the message `before`. */
export const getMessagePage = <TPage extends MessagePage>(url: string, before?: string) =>
  api.get<TPage>(withQuery(url, { before, limit: PAGE_SIZE }))

/** The messages after the message `after`, oldest first; `hasMore` when newer ones remain. */
export const getMessagesAfter = <TPage extends MessagePage>(url: string, after: string) =>
  api.get<TPage>(withQuery(url, { after, limit: CATCH_UP_PAGE_SIZE }))

/** The messages changed after the chat's change version `since`, in the order they changed. */
export const getMessagesChangedSince = <TPage extends MessagePage>(url: string, since: number) =>
  api.get<TPage>(withQuery(url, { changedSince: since, limit: CATCH_UP_PAGE_SIZE }))

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

/**
 * Per chat (by query key), the change version everything held reflects: the one a fetch of the newest
 * page returned, then each catch-up of changes. Live `message-updated` events never move it (one may
 * arrive ahead of another that was lost), so a catch-up asks for every change after it.
 */
const versions = new Map<string, number>()
export const changeVersionOf = (queryKey: readonly unknown[]) => versions.get(JSON.stringify(queryKey))
export const setChangeVersion = (queryKey: readonly unknown[], version: number) =>
  versions.set(JSON.stringify(queryKey), Math.max(version, changeVersionOf(queryKey) ?? 0))

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
      setChangeVersion(queryKey, page.version)
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
 * one may also arrive live), in the server's order: by time, whatever order they arrived in. A message
 * already held is replaced by a later version of itself (edited, deleted, reacted to), wherever it is.
 */
export function withMessages<TPage extends MessagePage>(
  cached: InfiniteData<TPage> | undefined,
  messages: MessageOf<TPage>[],
): InfiniteData<TPage> | undefined {
  if (!cached?.pages[0]) return cached
  let data = cached
  const held = new Map(data.pages.flatMap((page) => page.messages.map((m) => [m.id, m] as const)))
  const newer = new Map(
    messages
      .filter((m) => (held.get(m.id)?.version ?? Number.POSITIVE_INFINITY) < m.version)
      .map((m) => [m.id, m]),
  )
  if (newer.size > 0) data = withQuotesOf(withReplaced(data, newer), newer)
  const added = messages.filter((message) => !held.has(message.id) && held.set(message.id, message))
  if (added.length === 0) return data
  const [newest, ...older] = data.pages as [TPage, ...TPage[]]
  // Stable: messages of the same millisecond keep the order they came in.
  const merged = [...newest.messages, ...added].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  )
  return { ...data, pages: [{ ...newest, messages: merged } as TPage, ...older] }
}

export const withMessage = <TPage extends MessagePage>(
  data: InfiniteData<TPage> | undefined,
  message: MessageOf<TPage>,
) => withMessages(data, [message])

/** The pages with each message of `newer` (by id) in place of the one held. */
function withReplaced<TPage extends MessagePage>(
  data: InfiniteData<TPage>,
  newer: Map<string, MessageOf<TPage>>,
): InfiniteData<TPage> {
  const pages = data.pages.map((page) =>
    page.messages.some((message) => newer.has(message.id))
      ? ({ ...page, messages: page.messages.map((message) => newer.get(message.id) ?? message) } as TPage)
      : page,
  )
  return { ...data, pages }
}

type Quoting = { replyTo?: ReplyQuote | null }
type Quoted = { id: string; content?: string; deletedAt?: string | null }

/**
 * The pages with the quotes of replies to changed messages brought up to date: a reply's quote is the
 * original's first line as it is now ("Original message deleted" once it is gone), and the reply itself
 * does not change when its original does.
 */
function withQuotesOf<TPage extends MessagePage>(
  data: InfiniteData<TPage>,
  changed: Map<string, MessageOf<TPage>>,
): InfiniteData<TPage> {
  const requote = (message: MessageOf<TPage> & Quoting) => {
    const original = message.replyTo && (changed.get(message.replyTo.id) as Quoted | undefined)
    if (!original || !message.replyTo) return message
    const deleted = Boolean(original.deletedAt)
    const firstLine = [...(original.content ?? '').split('\n', 1)[0]!].slice(0, REPLY_QUOTE_LENGTH).join('')
    return { ...message, replyTo: { ...message.replyTo, deleted, excerpt: deleted ? '' : firstLine } }
  }
  const pages = data.pages.map((page) =>
    page.messages.some((message) => {
      const quote = (message as Quoting).replyTo
      return quote && changed.has(quote.id)
    })
      ? ({ ...page, messages: page.messages.map(requote) } as TPage)
      : page,
  )
  return { ...data, pages }
}
