import { VideoOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { LocalMediaView } from '../lib/call-store'
import { StreamVideo } from './media-element'

/** This person's own picture, small in a corner: mirrored like a mirror, except a shared screen. */
export function SelfPreview({ local, className }: { local: LocalMediaView; className?: string }) {
  const { t } = useTranslation('calls')
  const showVideo = local.screen || (local.video && local.preview !== null)
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-xl bg-slate-700 shadow-lg ring-1 ring-white/20',
        'aspect-[3/4] w-24 landscape:aspect-video landscape:w-32 sm:landscape:w-56',
        className,
      )}
    >
      <StreamVideo
        stream={local.preview}
        aria-label={t('tile.yourVideo')}
        className={cn(
          'size-full',
          local.screen ? 'object-contain' : '-scale-x-100 object-cover',
          !showVideo && 'invisible',
        )}
      />
      {!showVideo && (
        <div className="absolute inset-0 flex items-center justify-center text-slate-200">
          <VideoOff aria-hidden className="size-5" />
          <span className="sr-only">{t('tile.cameraOff')}</span>
        </div>
      )}
    </div>
  )
}
