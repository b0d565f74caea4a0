import { Settings2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { callActions } from '../lib/call-client'
import type { LocalMediaView } from '../lib/call-store'
import { type DeviceChoice, listDevices } from '../lib/media'
import { RoundButton } from './round-button'

/** Which camera and microphone the call uses; the list is read when the menu opens (devices come and go). */
export function DeviceMenu({ local }: { local: LocalMediaView }) {
  const { t } = useTranslation('calls')
  const [devices, setDevices] = useState<{ cameras: DeviceChoice[]; microphones: DeviceChoice[] }>()
  const onOpenChange = (open: boolean) => {
    if (open) void listDevices().then(setDevices, () => setDevices({ cameras: [], microphones: [] }))
  }
  const group = (kind: 'audio' | 'video', title: string, list: DeviceChoice[] = [], current?: string) => (
    <>
      <DropdownMenuLabel>{title}</DropdownMenuLabel>
      {list.length === 0 ? (
        <p className="px-3 py-2 text-muted text-sm">{t('controls.noDevices')}</p>
      ) : (
        <DropdownMenuRadioGroup value={current} onValueChange={(id) => callActions.switchDevice(kind, id)}>
          {list.map((device) => (
            <DropdownMenuRadioItem key={device.id} value={device.id}>
              {/^\d+$/.test(device.label) ? `${title} ${device.label}` : device.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      )}
    </>
  )
  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <RoundButton label={t('controls.devices')} icon={Settings2} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="center" className="w-72">
        {group('video', t('controls.camera'), devices?.cameras, local.cameraId)}
        <DropdownMenuSeparator />
        {group('audio', t('controls.microphone'), devices?.microphones, local.microphoneId)}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
