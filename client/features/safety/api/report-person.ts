import type { CreateReport } from '@shared/schemas/safety'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Files a report; the server keeps a snapshot of the evidence as it is now. */
export const reportPerson = (input: CreateReport) =>
  api.post<{ id: string; createdAt: string }>('/api/reports', input)

export const useReportPerson = () => useMutation({ mutationFn: reportPerson })
