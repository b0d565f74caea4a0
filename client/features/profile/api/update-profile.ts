import type { Profile, UpdateProfileInput } from '@shared/schemas/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQuery } from '@/features/auth'
import { api } from '@/lib/api-client'
import { publicProfileKey } from './get-public-profile'

export const updateProfile = (input: UpdateProfileInput) => api.put<Profile>('/api/profile', input)

/** Refreshes the current user (docs/product.md §7) and any profile page showing the old text. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    // Returned, so mutateAsync resolves once the cached user carries the new profile.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: publicProfileKey }),
      ]),
  })
}
