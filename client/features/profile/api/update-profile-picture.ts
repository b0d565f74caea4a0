import type { User } from '@shared/schemas/auth'
import type { UpdateProfilePicture } from '@shared/schemas/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQuery } from '@/features/auth'
import { api } from '@/lib/api-client'
import { publicProfileKey } from './get-public-profile'

/** `profileImageUrl`: a URL from POST /api/uploads (the caller's own) or an https image URL. */
export const updateProfilePicture = (input: UpdateProfilePicture) =>
  api.put<User>('/api/profile/picture', input)

export const useUpdateProfilePicture = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: (user) => {
      // The answer is the fresh user: shown at once, then refetched as docs/product.md §7 asks.
      queryClient.setQueryData(userQuery.queryKey, user)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: publicProfileKey }),
      ])
    },
  })
}
