import type { CallPerson } from '@shared/schemas/calls'
import { Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { callActions } from '../lib/call-client'
import { useCallState } from '../lib/call-store'

/** "Video call" in a 1:1 chat's header: rings the other person. Off while this tab is in a call. */
export function VideoCallButton({ matchId, person }: { matchId: string; person: CallPerson }) {
  const { t } = useTranslation('calls')
  const busy = useCallState().phase !== 'idle'
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('button.videoCall')}
      title={t('button.videoCall')}
      disabled={busy}
      onClick={() => callActions.startMatchCall(matchId, person)}
    >
      <Video aria-hidden />
    </Button>
  )
}
