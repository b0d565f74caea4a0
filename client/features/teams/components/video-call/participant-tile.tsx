import { Mic, MicOff, Video, VideoOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'

type ParticipantTileProps = {
  name: string
  /** Whose initials the avatar shows, when the label is not a name ("You"). */
  avatarName?: string
  className?: string
  audio: boolean
  video: boolean
  note?: string
}

/** One person in the mock call, with whether their microphone and camera are on. */
export function ParticipantTile({ name, avatarName, audio, video, note, className }: ParticipantTileProps) {
  const { t } = useTranslation('teams')
  const MicIcon = audio ? Mic : MicOff
  const CamIcon = video ? Video : VideoOff
  return (
    <li
      className={cn(
        'relative flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl p-3 pb-10 text-center',
        'sm:aspect-video sm:min-h-0',
        video ? 'bg-slate-800 text-white' : 'bg-surface-muted',
        className,
      )}
    >
      <Avatar name={avatarName ?? name} size="lg" />
      <span className="max-w-full wrap-anywhere font-medium text-sm">{name}</span>
      {note && <span className="text-xs">{note}</span>}
      <span className="absolute right-2 bottom-2 flex gap-1">
        <Indicator on={audio} icon={MicIcon} label={audio ? t('call.micOn') : t('call.micOff')} />
        <Indicator on={video} icon={CamIcon} label={video ? t('call.camOn') : t('call.camOff')} />
      </span>
    </li>
  )
}

function Indicator({ on, icon: Icon, label }: { on: boolean; icon: typeof Mic; label: string }) {
  return (
    <span
      title={label}
      className={cn(
        'grid size-7 place-items-center rounded-full',
        // The dark theme's green is light, so its icon turns dark to stay visible.
        on ? 'bg-success text-white dark:text-slate-950' : 'bg-slate-500 text-white',
      )}
    >
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  )
}
