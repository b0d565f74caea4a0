import type { PasswordLogin } from '@shared/schemas/account'
import type { User } from '@shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { switchUser } from './get-user'

export const passwordLogin = (input: PasswordLogin) => api.post<User>('/api/auth/password-login', input)

/** Another person may have been signed in on this browser: their cached data goes. */
export const usePasswordLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: passwordLogin,
    onSuccess: (user) => switchUser(queryClient, user),
  })
}
