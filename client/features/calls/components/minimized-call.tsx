import { Maximize2, PhoneOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { useCallClock } from '../hooks/use-call-clock'
import { callActions } from '../lib/call-client'
import { type InCallState, setMinimized } from '../lib/call-store'
import { StreamVideo } from './media-element'
import { RoundButton } from './round-button'

/**
 * The call shrunk to a corner while the person uses the app: the first other person's video (or
 * photo), the call's name and clock, and buttons back to the call and to end it. On a phone it sits
 * under the top bar, away from the thumbs' buttons at the bottom (Discover's Like, the composer).
 */
export function MinimizedCall({ call }: { call: InCallState }) {
  const { t } = useTranslation('calls')
  const clock = useCallClock(call.connectedAt)
  const first = call.participants[0]
  const showVideo = Boolean(first?.stream) && first?.media.video
  return (
    <section
      aria-label={t('view.minimizedLabel', { title: call.title })}
      className="fixed top-[4.5rem] right-3 z-40 w-40 overflow-hidden rounded-2xl bg-slate-950 text-white shadow-xl ring-1 ring-white/10 sm:w-64 md:top-auto md:right-6 md:bottom-6"
    >
      <div className="relative aspect-video bg-slate-800">
        {first && (
          <StreamVideo
            stream={first.stream}
            aria-label={t('tile.videoOf', { name: first.person.firstName })}
            className={showVideo ? 'size-full object-cover' : 'invisible size-full'}
          />
        )}
        {!showVideo && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Avatar name={call.title} src={first?.person.profileImageUrl} size="lg" />
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 p-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{call.title}</p>
          <p className="text-slate-300 text-xs tabular-nums">
            {call.phase === 'outgoing' ? t('view.calling') : (clock ?? t('view.connecting'))}
          </p>
        </div>
        <RoundButton
          size="sm"
          label={t('view.restore')}
          icon={Maximize2}
          onClick={() => setMinimized(false)}
        />
        <RoundButton
          size="sm"
          tone="danger"
          label={t('controls.end')}
          icon={PhoneOff}
          onClick={() => callActions.hangUp()}
        />
      </div>
    </section>
  )
}
