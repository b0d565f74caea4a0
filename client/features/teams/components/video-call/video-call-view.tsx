import type { Team } from '@shared/schemas/teams'
import { Mic, MicOff, MonitorUp, Phone, PhoneOff, Video, VideoOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useUser } from '@/features/auth/api/get-user'
import { cn } from '@/lib/cn'
import { SubViewHeader } from '../sub-view-header'
import { ParticipantTile } from './participant-tile'

// Spec §2: a local mock with two fixed sample participants; nothing leaves this device.
const SAMPLE_PARTICIPANTS = [
  { name: 'Thandi Nkosi', audio: true, video: true },
  { name: 'Sipho Dlamini', audio: false, video: false },
]

/** Start Video Call: the call controls, working on local state only (spec §2, §4 "Mock call"). */
export function VideoCallView({ team, onBack }: { team: Team; onBack: () => void }) {
  const { t } = useTranslation('teams')
  const { data: me } = useUser()
  const meName = me ? `${me.firstName} ${me.lastName}` : t('call.you')
  const [inCall, setInCall] = useState(false)
  const [muted, setMuted] = useState(false)
  const [cameraOff, setCameraOff] = useState(false)
  const [sharing, setSharing] = useState(false)

  const endCall = () => {
    setInCall(false)
    setSharing(false)
  }

  return (
    <div className="flex flex-col gap-4">
      <SubViewHeader title={t('call.title')} teamName={team.name} onBack={onBack}>
        <Badge variant={inCall ? 'success' : 'default'} role="status">
          {inCall ? t('call.inProgress') : t('call.notStarted')}
        </Badge>
      </SubViewHeader>
      <p className="rounded-xl bg-surface-muted p-3 text-muted text-sm">{t('call.preview')}</p>
      <Card className="gap-4 p-4">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('call.participants')}>
          <ParticipantTile
            name={t('call.you')}
            avatarName={meName}
            className="col-span-2 sm:col-span-1"
            audio={!muted}
            video={!cameraOff}
            note={inCall && sharing ? t('call.sharingScreen') : undefined}
          />
          {SAMPLE_PARTICIPANTS.map((person) => (
            <ParticipantTile key={person.name} {...person} note={inCall ? undefined : t('call.joinsLater')} />
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <ToggleButton
            pressed={muted}
            onClick={() => setMuted(!muted)}
            label={muted ? t('call.unmute') : t('call.mute')}
            icon={muted ? MicOff : Mic}
          />
          <ToggleButton
            pressed={cameraOff}
            onClick={() => setCameraOff(!cameraOff)}
            label={cameraOff ? t('call.cameraOn') : t('call.cameraOff')}
            icon={cameraOff ? VideoOff : Video}
          />
          <ToggleButton
            pressed={sharing}
            disabled={!inCall}
            onClick={() => setSharing(!sharing)}
            label={sharing ? t('call.stopSharing') : t('call.shareScreen')}
            icon={MonitorUp}
          />
          {inCall ? (
            <Button variant="danger" onClick={endCall}>
              <PhoneOff aria-hidden />
              {t('call.end')}
            </Button>
          ) : (
            <Button onClick={() => setInCall(true)}>
              <Phone aria-hidden />
              {t('call.start')}
            </Button>
          )}
        </div>
      </Card>
    </div>
  )
}

function ToggleButton({
  pressed,
  onClick,
  label,
  icon: Icon,
  disabled,
}: {
  pressed: boolean
  onClick: () => void
  label: string
  icon: typeof Mic
  disabled?: boolean
}) {
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={disabled}
      className={cn(pressed && 'border-primary text-primary')}
    >
      <Icon aria-hidden />
      {label}
    </Button>
  )
}
