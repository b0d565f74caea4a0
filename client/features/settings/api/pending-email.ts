import type { Settings } from '@shared/schemas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { settingsSaved } from './get-settings'

/** Mails the pending address a new link; the earlier one stops working. */
export const resendEmailConfirmation = () => api.post<Settings>('/api/settings/account/pending-email/resend')

/** Drops the pending address and its link. */
export const cancelEmailChange = () => api.delete<Settings>('/api/settings/account/pending-email')

export const useResendEmailConfirmation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  })
}

export const useCancelEmailChange = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  })
}
