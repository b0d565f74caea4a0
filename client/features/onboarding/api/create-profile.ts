import type { CreateProfile, Profile } from '@shared/schemas/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQuery } from '@/features/auth'
import { ApiError, api } from '@/lib/api-client'

export const createProfile = (input: CreateProfile) => api.post<Profile>('/api/profiles', input)

export const useCreateProfile = () => {
  const queryClient = useQueryClient()
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey })
  return useMutation({
    mutationFn: createProfile,
    // Awaited so callers only move on once the cached user carries its profile; otherwise the
    // router would still see "no profile" and send them straight back to onboarding.
    onSuccess: refreshUser,
    onError: (error) => {
      // 409: a profile already exists (e.g. made in another tab), so the cached user is stale.
      // Refreshing it lets the router leave onboarding instead of offering a form that can't succeed.
      if (error instanceof ApiError && error.status === 409) void refreshUser()
    },
  })
}
