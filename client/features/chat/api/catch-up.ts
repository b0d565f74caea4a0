import { recoveryRetryDelay } from '@shared/socket-events'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import {
  allMessages,
  changeVersionOf,
  getMessagesAfter,
  getMessagesChangedSince,
  type MessageOf,
  type MessagePage,
  setChangeVersion,
  setWatermark,
  watermarkOf,
  withMessages,
} from './message-pages'

/**
 * How far before the watermark a catch-up starts reading again. A message's place is its transaction's
 * start time, so one that started earlier but committed later than the watermark sorts before it: a
 * cursor at the watermark itself would skip it for good. Reading the last seconds again costs little
 * (what is held is kept once).
 */
const OVERLAP_MS = 5000

/** A chat's infinite query: its key, and its options for joining a fetch already under way. */
interface ChatQuery {
  queryKey: string[]
}

/**
 * Fetches what a chat may have missed while its live connection was away: everything after its
 * watermark (the newest message a fetch returned, less a few seconds), page after page of `after=`
 * until none are left, however long the gap. A fetch of the chat already under way is waited for first
 * (its result is what the catch-up continues from). Each page joins the cache as it comes and moves the
 * watermark. A chat whose last fetch was empty, or whose cursor the server no longer knows (404), loads
 * afresh. A failure (the server or its database still away) is tried again after 1, 2, then every 3 s until
 * it works or `signal` says the chat is closed. Resolves with the messages that were new to this screen.
 */
export async function catchUpChat<TPage extends MessagePage>(
  queryClient: QueryClient,
  query: ChatQuery,
  url: string,
  signal: AbortSignal,
): Promise<MessageOf<TPage>[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await catchUpOnce<TPage>(queryClient, query, url)
    } catch {
      if (signal.aborted) return []
      await new Promise((resolve) => setTimeout(resolve, recoveryRetryDelay(attempt)))
      if (signal.aborted) return []
    }
  }
}

async function catchUpOnce<TPage extends MessagePage>(
  queryClient: QueryClient,
  { queryKey }: ChatQuery,
  url: string,
): Promise<MessageOf<TPage>[]> {
  const cached = queryClient.getQueryCache().find({ queryKey, exact: true })
  // A first load or refetch still reading: its answer is the base (it keeps what arrives meanwhile).
  if (cached?.state.fetchStatus === 'fetching') await cached.promise?.catch(() => {})
  const data = () => queryClient.getQueryData<InfiniteData<TPage>>(queryKey)
  // Not loaded (or no longer cached): opening it will fetch it whole.
  if (!data()?.pages[0]) return []
  const watermark = watermarkOf(queryKey)
  if (!watermark) {
    await queryClient.invalidateQueries({ queryKey })
    return []
  }
  const overlapFrom = new Date(Date.parse(watermark.createdAt) - OVERLAP_MS).toISOString()
  let after = allMessages(data()).findLast((message) => message.createdAt <= overlapFrom)?.id
  // Everything held is that recent: start from the oldest held, which is then read again too.
  after ??= allMessages(data())[0]?.id ?? watermark.id
  const found: MessageOf<TPage>[] = []
  try {
    for (;;) {
      const page: TPage = await getMessagesAfter<TPage>(url, after)
      const held = new Set(allMessages(data()).map((message) => message.id))
      found.push(...page.messages.filter((message) => !held.has(message.id)))
      queryClient.setQueryData<InfiniteData<TPage>>(queryKey, (current) =>
        withMessages(current, page.messages),
      )
      const last = page.messages.at(-1)
      if (last && last.createdAt > (watermarkOf(queryKey)?.createdAt ?? '')) setWatermark(queryKey, last)
      if (!page.hasMore || !last) break
      after = last.id
    }
    await catchUpChanges<TPage>(queryClient, queryKey, url)
    return found
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    await queryClient.invalidateQueries({ queryKey })
    return found
  }
}

/**
 * The messages changed (edited, deleted, reacted to) since the chat's change version, page after page,
 * each put in place of the copy held. Versions commit in order on the server, so everything up to the
 * version a page reports (or the last one it brought) is then held.
 */
async function catchUpChanges<TPage extends MessagePage>(
  queryClient: QueryClient,
  queryKey: string[],
  url: string,
) {
  let since = changeVersionOf(queryKey)
  // A chat never fetched whole has no version to start from: its next load brings everything.
  if (since === undefined) return
  for (;;) {
    const page: TPage = await getMessagesChangedSince<TPage>(url, since)
    queryClient.setQueryData<InfiniteData<TPage>>(queryKey, (current) => withMessages(current, page.messages))
    since = Math.max(page.version, page.messages.at(-1)?.version ?? 0, since)
    setChangeVersion(queryKey, since)
    if (!page.hasMore || page.messages.length === 0) return
  }
}
