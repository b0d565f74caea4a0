import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { api } from '@/lib/api-client'
import { forgetPrivateStorage } from '@/lib/private-storage'
import { switchUser } from './get-user'

export const logout = () => api.post<{ message: string }>('/api/auth/logout')

/** On success: forget every cached thing about this user and go home. On error: only log (spec §8). */
export const useLogout = () => {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetPrivateStorage()
      switchUser(queryClient, null)
      navigate('/')
    },
    onError: (error) => console.error('Logout failed', error),
  })
}
