import type { PublicProfile } from '@shared/schemas/profile'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getPublicProfile = (userId: string) =>
  api.get<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`)

/** Prefix of every person's profile query, so a profile edit can refresh them all. */
export const publicProfileKey = ['profile', 'public'] as const

/** 404 means hidden by its owner's privacy settings, or no such profile: the two look alike on purpose. */
export const publicProfileQuery = (userId: string) =>
  queryOptions({ queryKey: [...publicProfileKey, userId], queryFn: () => getPublicProfile(userId) })

export const usePublicProfile = (userId: string) => useQuery(publicProfileQuery(userId))
