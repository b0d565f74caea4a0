import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { switchUser } from '@/features/auth'
import { api } from '@/lib/api-client'

export const deleteAccount = () => api.delete<{ message: string }>('/api/profile')

/** docs/product.md §4: account deletion clears cached data and redirects to /. */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      switchUser(queryClient, null)
      navigate('/')
    },
  })
}
