import type { Settings, UpdateAppPreferences } from '@shared/schemas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { settingsSaved } from './get-settings'

/** Any subset of timezone, distance unit, theme and language. */
export const updateAppSettings = (input: UpdateAppPreferences) =>
  api.put<Settings>('/api/settings/app', input)

export const useUpdateAppSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAppSettings,
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  })
}
