import type { IceServers } from '@shared/schemas/calls'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getIceServers = () => api.get<IceServers>('/api/calls/ice-servers')

/**
 * STUN/TURN servers for a new call. TURN credentials last hours (coturn REST style), so a few minutes'
 * cache is safe and spares a request per call; a fresh list is fetched for a call after that.
 */
export const iceServersQuery = queryOptions({
  queryKey: ['calls', 'ice-servers'],
  queryFn: getIceServers,
  staleTime: 5 * 60_000,
})
