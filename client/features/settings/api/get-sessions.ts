import type { Session } from '@shared/schemas/sessions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Where the caller is signed in, this device first (Settings → Security). */
export const getSessions = () => api.get<Session[]>('/api/auth/sessions')

export const sessionsQuery = queryOptions({ queryKey: ['auth', 'sessions'], queryFn: getSessions })

export const useSessions = () => useQuery(sessionsQuery)
