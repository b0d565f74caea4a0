import { retryDelay } from '@shared/socket-events'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import {
  getMessagesAfter,
  type MessageOf,
  type MessagePage,
  setWatermark,
  watermarkOf,
  withMessages,
} from './message-pages'

// A catch-up that fails (the server or its database still away) is tried again this many times.
const CATCH_UP_TRIES = 6

/**
 * Fetches what a chat may have missed while its live connection was away: everything after its
 * watermark (the newest message a fetch returned), page after page of `after=` until none are left,
 * however long the gap. Each page joins the cache as it comes (what is already there is kept once) and
 * moves the watermark. A chat whose last fetch was empty, or whose watermark the server no longer knows
 * (404), loads afresh. Resolves with the messages that were new to this screen.
 */
export async function catchUpChat<TPage extends MessagePage>(
  queryClient: QueryClient,
  queryKey: string[],
  url: string,
): Promise<MessageOf<TPage>[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await catchUpOnce<TPage>(queryClient, queryKey, url)
    } catch (error) {
      if (attempt + 1 >= CATCH_UP_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)))
    }
  }
}

async function catchUpOnce<TPage extends MessagePage>(
  queryClient: QueryClient,
  queryKey: string[],
  url: string,
): Promise<MessageOf<TPage>[]> {
  const newestPage = () => queryClient.getQueryData<InfiniteData<TPage>>(queryKey)?.pages[0]
  // Not loaded (or no longer cached): opening it will fetch it whole.
  if (!newestPage()) return []
  let after = watermarkOf(queryKey)
  if (!after) {
    await queryClient.invalidateQueries({ queryKey })
    return []
  }
  const found: MessageOf<TPage>[] = []
  try {
    for (;;) {
      const page: TPage = await getMessagesAfter<TPage>(url, after)
      const held = new Set(newestPage()?.messages.map((message) => message.id))
      found.push(...page.messages.filter((message) => !held.has(message.id)))
      queryClient.setQueryData<InfiniteData<TPage>>(queryKey, (data) => withMessages(data, page.messages))
      const last = page.messages.at(-1)?.id
      if (last) setWatermark(queryKey, last)
      if (!page.hasMore || !last) return found
      after = last
    }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    await queryClient.invalidateQueries({ queryKey })
    return found
  }
}
