import type { AdminReport } from '@shared/schemas/safety'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The moderators' queue: open reports with their evidence, in the order the server gives. */
export const getAdminReports = () => api.get<AdminReport[]>('/api/admin/reports')

// Always fetched fresh on opening: another moderator may have handled some since.
export const adminReportsQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: getAdminReports,
  staleTime: 0,
})

export const useAdminReports = () => useQuery(adminReportsQuery)
