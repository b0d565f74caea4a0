import { useEffect } from 'react'
import { useSessionWatch } from '@/features/auth/hooks/use-session-watch'
import { useLiveReadReceipts } from '@/features/chat/hooks/use-live-read-receipts'
import { useOutboxSender } from '@/features/chat/hooks/use-outbox'
import { useLivePresence } from '@/features/matches/hooks/use-live-presence'
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications'
import { useUnreadTitle } from '@/features/notifications/hooks/use-unread-title'
import { useLiveMatchEnded } from '@/features/safety/hooks/use-live-match-ended'
import { useBrowserTimezone } from '@/features/settings/hooks/use-browser-timezone'
import { usePreferenceSync } from '@/features/settings/hooks/use-preference-sync'
import { useLiveTeams } from '@/features/teams/hooks/use-live-teams'
import { loadErrorTexts } from '@/lib/error-text'
import { openLiveConnection } from '@/lib/socket'

/**
 * What reaches a signed-in member wherever they are: the events sent to their own room (notifications,
 * reads, presence, ended matches, teams changing hands), their unsent messages going out, the unread
 * count in the tab's title, their saved preferences (and the browser's zone, once), and the end of their
 * session (signed out elsewhere, suspended). Loaded as its own chunk by the router, so the socket client
 * stays out of the landing page's bundle.
 */
export default function LiveUpdates({ userId }: { userId: string }) {
  // A member acts all session long: the error catalogue is fetched now, not at the first failure.
  useEffect(() => void loadErrorTexts(), [])
  useLiveNotifications(userId)
  useOutboxSender(userId)
  useLiveReadReceipts(userId)
  useLivePresence(userId)
  useLiveMatchEnded(userId)
  useLiveTeams(userId)
  useSessionWatch(userId)
  useUnreadTitle()
  usePreferenceSync()
  useBrowserTimezone()
  // Only now may the connection open: the server sends the person's events from its first moment, and one
  // nobody listens to is lost (lib/socket.ts). Last, so the hooks above have put their listeners on the
  // socket (effects run in order); the call layer, mounted in the same commit (router.tsx), puts its own on
  // in the same run of effects, before the connection's first event can arrive.
  useEffect(() => openLiveConnection(userId), [userId])
  return null
}
