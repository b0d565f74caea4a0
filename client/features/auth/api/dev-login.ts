import type { DevLogin, User } from '@shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { browserTimeZone } from '@/lib/preferences'
import { switchUser } from './get-user'

/** The browser's zone goes along: it becomes the new member's, when it is one of the listed zones. */
export const devLogin = (input: DevLogin) =>
  api.post<User>('/api/auth/dev-login', { ...input, timezone: browserTimeZone() })

export const useDevLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: devLogin,
    onSuccess: (user) => switchUser(queryClient, user),
  })
}
