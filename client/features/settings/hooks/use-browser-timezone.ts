import { listedTimezone } from '@shared/options'
import { useEffect, useRef } from 'react'
import { i18n } from '@/lib/i18n'
import { browserTimeZone } from '@/lib/preferences'
import { notify } from '@/lib/toast'
import { useAdoptBrowserTimezone } from '../api/adopt-browser-timezone'
import { useSettings } from '../api/get-settings'

/**
 * A member left on the default UTC that nobody chose (everyone before) gets the browser's zone
 * on their next visit, when it is a listed one, and is told once. The server decides, so a person who
 * chose a zone keeps it, and of several tabs only the one that changed the zone shows the toast.
 * Mounted once, in LiveUpdates.
 */
export function useBrowserTimezone() {
  const { data } = useSettings()
  const { mutate } = useAdoptBrowserTimezone()
  const asked = useRef(false)

  useEffect(() => {
    if (!data || data.app.timezoneSet || asked.current) return
    const timezone = listedTimezone(browserTimeZone())
    if (!timezone || timezone === data.app.timezone) return
    asked.current = true
    mutate(timezone, {
      onSuccess: async ({ adopted }) => {
        if (!adopted) return
        await i18n.loadNamespaces('settings')
        const zone = i18n.t(`settings:preferences.timezones.${timezone}`)
        notify.info(i18n.t('settings:preferences.toast.timezoneAdopted', { zone }))
      },
      // Nothing is lost: the next visit asks again.
      onError: (error) => console.warn('Could not take the browser’s time zone', error),
    })
  }, [data, mutate])
}
