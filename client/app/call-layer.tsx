import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { iceServersQuery } from '@/features/calls/api/get-ice-servers'
import { callActions, configureCalls, listenForCalls } from '@/features/calls/lib/call-client'
import { getCallState, useCallState } from '@/features/calls/lib/call-store'
import { listenForTeamRings, useTeamRing } from '@/features/calls/lib/team-ring-store'
import { i18n } from '@/lib/i18n'

// The call's screens (tiles, controls, dialogs) are their own chunk, fetched when a call rings or starts.
const CallStage = lazy(() => import('@/features/calls/components/call-stage'))
const TeamRingNotice = lazy(() => import('@/features/calls/components/team-ring-notice'))

/**
 * Calls for a signed-in member, mounted once beside the page so a call goes on while they move around
 * the app: listens for incoming calls and team rings on every page, and shows the call (or a team
 * call's ring) above whatever page is open.
 */
export default function CallLayer({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    configureCalls({
      userId,
      iceServers: async () => (await queryClient.fetchQuery(iceServersQuery)).iceServers,
    })
    // The button in the chat header and the incoming-call dialog speak at once, not after a fetch.
    void i18n.loadNamespaces('calls')
    const stopListening = listenForCalls(userId)
    const stopRings = listenForTeamRings(userId)
    return () => {
      stopListening()
      stopRings()
      // Signed out (or another person signed in): their call ends with their session.
      if (getCallState().phase !== 'idle') callActions.hangUp()
    }
  }, [queryClient, userId])
  const busy = useCallState().phase !== 'idle'
  // A team call ringing while this person is in (or starting) a call of their own waits unseen.
  const teamRing = useTeamRing()
  if (busy)
    return (
      <Suspense fallback={null}>
        <CallStage />
      </Suspense>
    )
  return teamRing ? (
    <Suspense fallback={null}>
      <TeamRingNotice />
    </Suspense>
  ) : null
}
