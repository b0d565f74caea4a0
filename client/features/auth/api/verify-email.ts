import type { VerifyEmail } from '@shared/schemas/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const verifyEmail = (input: VerifyEmail) =>
  api.post<{ email: string }>('/api/auth/email/verify', input)

/** The address may be this browser's person's: their user and settings are read again. */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
