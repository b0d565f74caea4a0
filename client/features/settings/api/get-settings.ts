import type { Settings } from '@shared/schemas/settings'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { userQuery } from '@/features/auth'
import { api } from '@/lib/api-client'

export const getSettings = () => api.get<Settings>('/api/settings')

export const settingsQuery = queryOptions({ queryKey: ['settings'], queryFn: getSettings })

export const useSettings = () => useQuery(settingsQuery)

/**
 * After any settings change: every PUT answers with the whole settings, which become the cache; the
 * current user is refreshed too (docs/product.md §7), since names, email and privacy are part of it.
 */
export function settingsSaved(queryClient: QueryClient, settings: Settings) {
  queryClient.setQueryData(settingsQuery.queryKey, settings)
  return queryClient.invalidateQueries({ queryKey: userQuery.queryKey })
}
