import type { Timezone } from '@shared/options'
import type { TimezoneAdoption } from '@shared/schemas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { settingsQuery } from './get-settings'

/** Asks the server to take the browser's zone; it does so only for a member still on the untouched UTC. */
export const adoptBrowserTimezone = (timezone: Timezone) =>
  api.post<TimezoneAdoption>('/api/settings/app/browser-timezone', { timezone })

export const useAdoptBrowserTimezone = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adoptBrowserTimezone,
    // Adopted here or by another tab, the answer is the settings as stored: they become the cache.
    onSuccess: ({ settings }) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  })
}
