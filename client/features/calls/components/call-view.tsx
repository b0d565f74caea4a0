import { Minimize2 } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { useCallClock } from '../hooks/use-call-clock'
import type { InCallState, RemoteParticipant } from '../lib/call-store'
import { setMinimized } from '../lib/call-store'
import { stageGrid, tileSpan } from '../lib/tile-layout'
import { CallControls } from './call-controls'
import { RoundButton } from './round-button'
import { SelfPreview } from './self-preview'
import { VideoTile } from './video-tile'

/**
 * The call, full screen on a dark stage: the other people's tiles, one's own preview in a corner and
 * the controls at the bottom. Escape (or Minimize) shrinks it to a corner so the app can be used
 * meanwhile; the call goes on either way.
 */
export function CallView({ call }: { call: InCallState }) {
  const { t } = useTranslation('calls')
  const clock = useCallClock(call.connectedAt)
  const isTeam = call.scope.teamId !== undefined
  const ringing = call.phase === 'outgoing'
  const status = ringing ? t('view.calling') : (clock ?? t('view.connecting'))
  const tileStatus = (p: RemoteParticipant) =>
    ringing
      ? t('view.calling')
      : p.connection === 'connecting'
        ? t('view.connecting')
        : p.connection === 'reconnecting'
          ? t('view.reconnecting')
          : undefined
  const count = call.participants.length

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && setMinimized(true)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none"
        >
          <header className="flex items-center gap-3 px-3 pt-3 pb-2 sm:px-5">
            <RoundButton
              size="sm"
              label={t('view.minimize')}
              icon={Minimize2}
              onClick={() => setMinimized(true)}
            />
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate font-semibold text-lg leading-tight">
                {call.title}
              </DialogPrimitive.Title>
              <p className="text-slate-300 text-sm tabular-nums" aria-live="polite">
                {isTeam && count === 0 ? t('view.waiting') : status}
              </p>
            </div>
          </header>
          <div className="relative min-h-0 flex-1 px-2 pb-2 sm:px-4">
            {count === 0 ? (
              <div className="flex h-full items-center justify-center rounded-2xl bg-slate-900 p-6 text-center text-slate-300">
                {t('view.waitingLong')}
              </div>
            ) : (
              <ul aria-label={t('view.people')} className={cn('grid h-full gap-2', stageGrid(count))}>
                {call.participants.map((participant, index) => (
                  <VideoTile
                    key={participant.person.id}
                    participant={participant}
                    status={tileStatus(participant)}
                    className={tileSpan(count, index)}
                  />
                ))}
              </ul>
            )}
            <SelfPreview
              local={call.local}
              // Upright phones: top right, clear of the tiles' names at their bottom left.
              className="absolute right-4 portrait:top-2 landscape:bottom-4 sm:right-6 sm:landscape:bottom-6"
            />
          </div>
          <footer className="px-3 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <CallControls local={call.local} />
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
