import { useCallState } from '../lib/call-store'
import { CallView } from './call-view'
import { IncomingCallDialog } from './incoming-call-dialog'
import { StreamAudio } from './media-element'
import { MinimizedCall } from './minimized-call'

/**
 * Everything a call shows, above whatever page is open: the incoming-call dialog, or the call (full or
 * minimized) with the other people's sound. Loaded only once a call rings or starts.
 */
export default function CallStage() {
  const call = useCallState()
  if (call.phase === 'incoming') return <IncomingCallDialog call={call} />
  if (call.phase !== 'outgoing' && call.phase !== 'active') return null
  return (
    <>
      {call.participants.map((participant) => (
        <StreamAudio key={participant.person.id} stream={participant.stream} />
      ))}
      {call.minimized ? <MinimizedCall call={call} /> : <CallView call={call} />}
    </>
  )
}
