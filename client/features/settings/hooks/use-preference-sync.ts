import type { Settings } from '@shared/schemas/settings'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { setPreferences } from '@/lib/preferences'
import { settingsQuery, useSettings } from '../api/get-settings'

const applyPreferences = ({ app }: Settings) =>
  setPreferences({ language: app.language, timeZone: app.timezone, distanceUnit: app.distanceUnit })

/**
 * The member's saved preferences, fetched and applied before the first screen renders
 * (client/app/first-screen.ts): a new device shows their language, times and distances at once.
 */
export const loadPreferences = (queryClient: QueryClient) =>
  queryClient.fetchQuery(settingsQuery).then(applyPreferences)

/**
 * A member's saved language, time zone and distance unit become this device's (and stay in step when
 * they change them in Settings, whose save replaces the cached settings). Mounted once, in LiveUpdates.
 */
export function usePreferenceSync() {
  const { data } = useSettings()
  useEffect(() => {
    if (data) applyPreferences(data)
  }, [data])
}
