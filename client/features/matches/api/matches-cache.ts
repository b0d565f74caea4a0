import type { Match, Message } from '@shared/schemas/chat'
import type { PresenceEvent } from '@shared/schemas/notifications'
import type { QueryClient } from '@tanstack/react-query'
import { matchesQuery } from './get-matches'

/**
 * Keeps the cached matches list in step with a message sent or received live: it becomes that
 * match's last message and the match moves to the top. `read` when the conversation is on screen.
 */
export function showMessageInMatches(
  queryClient: QueryClient,
  message: Message,
  { read }: { read: boolean },
) {
  queryClient.setQueryData(matchesQuery.queryKey, (matches: Match[] | undefined) => {
    const match = matches?.find((m) => m.conversationId === message.conversationId)
    if (!matches || !match || match.lastMessage?.id === message.id) return matches
    // A call's line is shown as the last message but not counted as unread.
    const unreadCount = read ? 0 : match.unreadCount + (message.call ? 0 : 1)
    const updated = { ...match, lastMessage: message, unreadCount }
    return [updated, ...matches.filter((m) => m !== match)]
  })
}

/** Reading a conversation marks it read on the server; the list shows that without a refetch. */
export function markMatchRead(queryClient: QueryClient, matchId: string) {
  queryClient.setQueryData(matchesQuery.queryKey, (matches: Match[] | undefined) =>
    matches?.some((m) => m.id === matchId && m.unreadCount > 0)
      ? matches.map((m) => (m.id === matchId ? { ...m, unreadCount: 0 } : m))
      : matches,
  )
}

/** Read in another of the caller's tabs (a `messages-read` of their own): this tab's list agrees. */
export function markConversationReadInMatches(queryClient: QueryClient, conversationId: string) {
  const match = queryClient
    .getQueryData(matchesQuery.queryKey)
    ?.find((candidate) => candidate.conversationId === conversationId)
  if (match) markMatchRead(queryClient, match.id)
}

/** A match came online or went offline; `isOnline` is only ever set for people who show it. */
export function setMatchPresence(queryClient: QueryClient, { userId, isOnline }: PresenceEvent) {
  queryClient.setQueryData(matchesQuery.queryKey, (matches: Match[] | undefined) =>
    matches?.some((m) => (m.user1Id === userId || m.user2Id === userId) && m.isOnline !== isOnline)
      ? matches.map((m) => (m.user1Id === userId || m.user2Id === userId ? { ...m, isOnline } : m))
      : matches,
  )
}

/**
 * A match ended (unmatch or block, by either person): it leaves the cached list at once. Found by its id
 * or, when only the person is known (a block from a profile or a discover card), by the other person.
 * Returns the removed match, if the list had it.
 */
export function removeMatch(
  queryClient: QueryClient,
  { matchId, userId }: { matchId?: string; userId?: string },
) {
  const matches = queryClient.getQueryData(matchesQuery.queryKey)
  const match = matches?.find(
    (m) => m.id === matchId || (userId !== undefined && (m.user1Id === userId || m.user2Id === userId)),
  )
  if (!matches || !match) return undefined
  queryClient.setQueryData(
    matchesQuery.queryKey,
    matches.filter((m) => m !== match),
  )
  return match
}
