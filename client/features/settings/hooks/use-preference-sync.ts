import { useEffect } from 'react'
import { setPreferences } from '@/lib/preferences'
import { useSettings } from '../api/get-settings'

/**
 * A member's saved language, time zone and distance unit become this device's (and stay in step when
 * they change them in Settings, whose save replaces the cached settings). Mounted once, in LiveUpdates.
 */
export function usePreferenceSync() {
  const { data } = useSettings()
  const app = data?.app
  useEffect(() => {
    if (app)
      setPreferences({ language: app.language, timeZone: app.timezone, distanceUnit: app.distanceUnit })
  }, [app])
}
