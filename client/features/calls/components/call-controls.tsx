import { Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video, VideoOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { callActions } from '../lib/call-client'
import type { LocalMediaView } from '../lib/call-store'
import { canShareScreen } from '../lib/media'
import { DeviceMenu } from './device-menu'
import { RoundButton } from './round-button'

/** Mute, camera, screen share (where the browser can), devices, and End call in red. */
export function CallControls({ local }: { local: LocalMediaView }) {
  const { t } = useTranslation('calls')
  return (
    <div
      role="toolbar"
      aria-label={t('controls.label')}
      className="flex flex-wrap items-center justify-center gap-3 sm:gap-4"
    >
      <RoundButton
        label={local.audio ? t('controls.mute') : t('controls.unmute')}
        icon={local.audio ? Mic : MicOff}
        tone={local.audio ? 'normal' : 'off'}
        onClick={() => callActions.setAudio(!local.audio)}
      />
      <RoundButton
        label={local.video ? t('controls.cameraOff') : t('controls.cameraOn')}
        icon={local.video ? Video : VideoOff}
        tone={local.video ? 'normal' : 'off'}
        onClick={() => callActions.setVideo(!local.video)}
      />
      {canShareScreen() && (
        <RoundButton
          label={local.screen ? t('controls.stopSharing') : t('controls.share')}
          icon={local.screen ? MonitorX : MonitorUp}
          tone={local.screen ? 'off' : 'normal'}
          onClick={() => callActions.toggleScreen()}
        />
      )}
      <DeviceMenu local={local} />
      <RoundButton
        label={t('controls.end')}
        icon={PhoneOff}
        tone="danger"
        className="sm:w-20"
        onClick={() => callActions.hangUp()}
      />
    </div>
  )
}
