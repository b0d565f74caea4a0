import type { Settings, UpdatePrivacySettings } from '@shared/schemas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { settingsSaved } from './get-settings'

/** Any subset of the privacy switches and the visibility. */
export const updatePrivacySettings = (input: UpdatePrivacySettings) =>
  api.put<Settings>('/api/settings/privacy', input)

export const useUpdatePrivacySettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  })
}
