import { MicOff, MonitorUp, VideoOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import type { RemoteParticipant } from '../lib/call-store'
import { StreamVideo } from './media-element'

/**
 * One other person on the stage: their video (their screen uncropped), or their photo while their camera
 * is off, with their name and "muted" at the bottom left as they told us (`media` signals).
 */
export function VideoTile({
  participant,
  status,
  className,
}: {
  participant: RemoteParticipant
  /** "Calling…", "Connecting…": shown over the tile until the connection is up. */
  status?: string
  className?: string
}) {
  const { t } = useTranslation('calls')
  const { person, stream, media } = participant
  const name = `${person.firstName} ${person.lastName}`.trim()
  // A stream comes with its first track, before any frame: until connected the photo stands in.
  const showVideo = Boolean(stream) && media.video && participant.connection !== 'connecting'
  return (
    <li
      className={cn('relative min-h-0 min-w-0 overflow-hidden rounded-2xl bg-slate-800', className)}
      data-person={person.id}
    >
      <StreamVideo
        stream={stream}
        aria-label={t('tile.videoOf', { name: person.firstName })}
        className={cn(
          'size-full',
          media.screen ? 'object-contain' : 'object-cover',
          !showVideo && 'invisible',
        )}
      />
      {!showVideo && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-3 text-center">
          <Avatar
            name={name}
            src={person.profileImageUrl}
            size="xl"
            className="max-h-[40%] max-w-[40%] min-h-12 min-w-12"
          />
          {status ? (
            <p className="font-medium text-slate-100 text-sm" role="status">
              {status}
            </p>
          ) : (
            !media.video && (
              <p className="flex items-center gap-1.5 text-slate-300 text-sm">
                <VideoOff aria-hidden className="size-4" />
                {t('tile.cameraOff')}
              </p>
            )
          )}
        </div>
      )}
      {showVideo && status && (
        // Reconnecting: the last picture stays, with a word on it.
        <p
          role="status"
          className="absolute top-2 left-2 rounded-full bg-slate-950/70 px-2.5 py-1 text-sm text-white"
        >
          {status}
        </p>
      )}
      <p className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-full bg-slate-950/70 px-2.5 py-1 text-sm text-white">
        {!media.audio && (
          <span className="flex items-center gap-1 text-red-300">
            <MicOff aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('tile.muted')}</span>
          </span>
        )}
        {media.screen && (
          <span className="flex items-center">
            <MonitorUp aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('tile.sharing')}</span>
          </span>
        )}
        <span className="truncate">{name}</span>
      </p>
    </li>
  )
}
