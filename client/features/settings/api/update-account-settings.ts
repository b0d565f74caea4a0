import type { UpdateAccountInput } from '@shared/schemas/account'
import type { Settings } from '@shared/schemas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { settingsSaved } from './get-settings'

/** Names, email and password; blank password fields mean "no change". */
export const updateAccountSettings = (input: UpdateAccountInput) =>
  api.put<Settings>('/api/settings/account', input)

export const useUpdateAccountSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  })
}
