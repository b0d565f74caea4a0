import type { PasswordResetConfirm } from '@shared/schemas/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQuery } from './get-user'

export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  api.post<{ message: string }>('/api/auth/password-reset/confirm', input)

/** Every session of the account ended: if it was this browser's, the router learns it is signed out. */
export const useConfirmPasswordReset = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  })
}
