import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { api } from '@/lib/api-client'
import { unsubscribeThisBrowser } from '@/lib/browser-push'
import { forgetPrivateStorage } from '@/lib/private-storage'
import { switchUser } from './get-user'

/**
 * Forgets this browser's push subscription first, while the session can still delete it: the next
 * person on a shared computer must not see the last one's matches on the lock screen. Never holds up
 * signing out for long, nor stops it.
 */
export const logout = async () => {
  await Promise.race([
    unsubscribeThisBrowser().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])
  return api.post<{ message: string }>('/api/auth/logout')
}

/** On success: forget every cached thing about this user and go home. On error: only log (docs/product.md §8). */
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
