import type { PasswordResetRequest } from '@shared/schemas/account'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The answer is the same whether or not the address has an account. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  api.post<{ message: string }>('/api/auth/password-reset', input)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
