import type { QueryClient } from '@tanstack/react-query'
import { forgetConversation } from '@/features/chat'
import { markDiscoverStale } from '@/features/discover'
import { removeMatch } from '@/features/matches'
import { notificationsQuery } from '@/features/notifications'
import { profileStatsQuery } from '@/features/profile'
import { refreshSoon } from '@/lib/query-client'

/**
 * A match ended (unmatch or block, by either person, here or live): the list drops it and its messages
 * go from the cache at once, Discover starts without the person next time, and the counts that included
 * it (unread chats, matches) are fetched again.
 */
export function forgetMatch(
  queryClient: QueryClient,
  { matchId, userId }: { matchId?: string; userId?: string },
) {
  const removed = removeMatch(queryClient, { matchId, userId })
  const endedId = matchId ?? removed?.id
  if (endedId) forgetConversation(queryClient, endedId)
  void markDiscoverStale(queryClient)
  refreshSoon(queryClient, notificationsQuery.queryKey, profileStatsQuery.queryKey)
}
