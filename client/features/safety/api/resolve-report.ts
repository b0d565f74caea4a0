import type { AdminReport, ResolveReport } from '@shared/schemas/safety'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshSoon } from '@/lib/query-client'
import { adminReportsQuery } from './get-admin-reports'

type ResolveInput = ResolveReport & { reportId: string }

/** Dismisses a report, or suspends the reported person (which closes their other open reports too). */
export const resolveReport = ({ reportId, action }: ResolveInput) =>
  api.post<void>(`/api/admin/reports/${encodeURIComponent(reportId)}/resolve`, { action })

export const useResolveReport = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_, { reportId }) => {
      // Gone from the list at once; the refetch also drops the person's other reports a suspension closed.
      queryClient.setQueryData(adminReportsQuery.queryKey, (reports: AdminReport[] | undefined) =>
        reports?.filter((report) => report.id !== reportId),
      )
      refreshSoon(queryClient, adminReportsQuery.queryKey)
    },
  })
}
