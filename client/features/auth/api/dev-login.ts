import type { DevLogin, User } from '@shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { switchUser } from './get-user'

export const devLogin = (input: DevLogin) => api.post<User>('/api/auth/dev-login', input)

export const useDevLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: devLogin,
    onSuccess: (user) => switchUser(queryClient, user),
  })
}
