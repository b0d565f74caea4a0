import type { Settings, UpdateNotificationSettings } from '@shared/schemas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { settingsSaved } from './get-settings'

/** Any subset of the eight notification toggles. */
export const updateNotificationSettings = (input: UpdateNotificationSettings) =>
  api.put<Settings>('/api/settings/notifications', input)

export const useUpdateNotificationSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  })
}
