import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SwitchField } from '@/components/ui/switch-field'
import {
  isThisBrowserSubscribed,
  type PushProblem,
  PushUnavailableError,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '@/lib/browser-push'

type Props = {
  checked: boolean
  /** Saves the account's pushNotifications setting (autosave, with its toast). */
  save: (value: boolean) => Promise<unknown>
}

/**
 * The pushNotifications switch. Turning it on asks this browser's permission and subscribes it;
 * refused or impossible, the setting goes back off and says why, so the switch never claims pushes
 * that cannot arrive. Turning it off unsubscribes this browser (the setting stops the others' pushes).
 */
export function PushNotificationSwitch({ checked, save }: Props) {
  const { t } = useTranslation('settings')
  const [problem, setProblem] = useState<PushProblem | null>(null)
  // On for the account (the default) yet this browser never subscribed: offer to set it up here.
  const [missingHere, setMissingHere] = useState(false)
  useEffect(() => {
    if (checked) void isThisBrowserSubscribed().then((subscribed) => setMissingHere(!subscribed))
  }, [checked])

  const turnOn = async () => {
    setProblem(null)
    try {
      await subscribeThisBrowser()
      setMissingHere(false)
      await save(true)
    } catch (error) {
      setProblem(error instanceof PushUnavailableError ? error.problem : 'failed')
      await save(false)
    }
  }
  const turnOff = async () => {
    setProblem(null)
    await save(false)
    await unsubscribeThisBrowser().catch(() => {})
  }

  return (
    <div>
      <SwitchField
        layout="row"
        id="notifications-pushNotifications"
        label={t('notifications.toggles.pushNotifications.label')}
        hint={t('notifications.toggles.pushNotifications.description')}
        checked={checked}
        onCheckedChange={(on) => void (on ? turnOn() : turnOff())}
      />
      {problem && (
        <p role="alert" className="pb-3 text-red-700 text-sm dark:text-danger">
          {t(`notifications.push.${problem}`)}
        </p>
      )}
      {checked && missingHere && !problem && (
        <div className="flex items-center justify-between gap-4 pb-3">
          <p className="text-muted text-sm">{t('notifications.push.notOnThisDevice')}</p>
          <Button size="sm" variant="outline" onClick={() => void turnOn()}>
            {t('notifications.push.setUp')}
          </Button>
        </div>
      )}
    </div>
  )
}
