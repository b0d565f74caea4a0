import type { User } from '@shared/schemas/auth'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { getOrNull } from '@/lib/api-client'

// 401 means "signed out" (null), not an error, and is never retried (docs/product.md §7).
export const getUser = () => getOrNull<User>('/api/auth/user')

export const userQuery = queryOptions({ queryKey: ['auth', 'user'], queryFn: getUser })

export const useUser = () => useQuery(userQuery)

/**
 * A different person is now (or no longer) signed in: keep the user query (the router observes it) but
 * drop everything cached for the previous person.
 */
export function switchUser(queryClient: QueryClient, user: User | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQuery.queryKey[0] })
  queryClient.setQueryData(userQuery.queryKey, user)
}
